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

/** Outside services behind small interfaces, each with a working offline default (ARCHITECTURE §6). */
export type TProviders = { sms: TSender; email: TSender; payment: TPaymentProvider; storage: TStorageProvider };

/** Picks each provider from the configuration. */
export function buildProviders(config: TConfig, db: TDb, log: TLog): TProviders {
  return {
    sms: config.sms.provider === 'http' ? httpSms(config.sms) : outbox(db, 'sms', log),
    email: config.email.provider === 'smtp' ? smtpEmail(config.email) : outbox(db, 'email', log),
    payment: sandboxPayment(config, db),
    storage: config.storage.provider === 's3' ? s3Storage(config.storage) : localDiskStorage(config.dataDir),
  };
}
