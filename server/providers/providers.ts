import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { smtpEmail } from './email';
import type { TPaymentProvider } from './payment';
import { sandboxPayment } from './payment-sandbox';
import { outbox, type TLog, type TSender } from './sender';
import { httpSms } from './sms';
import type { TStorageProvider } from './storage';
import { localDiskStorage } from './storage-local';
import { s3Storage } from './storage-s3';

/**
 * Outside services behind small interfaces, each with a working offline default (ARCHITECTURE §6). The payment
 * provider is null with PAYMENT_PROVIDER=none: nothing is sold then (ADR 019).
 */
export type TProviders = { sms: TSender; email: TSender; payment: TPaymentProvider | null; storage: TStorageProvider };

/** Picks each provider from the configuration (its payment secret filled in by withPaymentSecret). */
export function buildProviders(config: TConfig, db: TDb, log: TLog): TProviders {
  return {
    sms: config.sms.provider === 'http' ? httpSms(config.sms) : outbox(db, 'sms', log),
    email: config.email.provider === 'smtp' ? smtpEmail(config.email) : outbox(db, 'email', log),
    payment: config.payment.provider === 'sandbox' ? sandboxPayment(config, db) : null,
    storage: config.storage.provider === 's3' ? s3Storage(config.storage) : localDiskStorage(config.dataDir),
  };
}
