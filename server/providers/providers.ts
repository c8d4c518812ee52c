import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { outboxMessages } from '../db/schema/system';
import { smtpEmail } from './email';
import type { TPaymentProvider } from './payment';
import { sandboxPayment } from './payment-sandbox';
import { httpSms } from './sms';
import type { TStorageProvider } from './storage';
import { localDiskStorage } from './storage-local';
import { s3Storage } from './storage-s3';

export type TMessage = { to: string; text: string; subject?: string; shopId?: number | null };
export type TSender = { send: (message: TMessage) => Promise<void> };
export type TLog = { info: (obj: object, msg: string) => void };

/** Outside services behind small interfaces, each with a working offline default (ARCHITECTURE §6). */
export type TProviders = { sms: TSender; email: TSender; payment: TPaymentProvider; storage: TStorageProvider };

/** The offline default for SMS and e-mail: the message is a row in the outbox table and a line in the log. */
export function outbox(db: TDb, channel: 'sms' | 'email', log: TLog): TSender {
  return {
    async send({ to, text, subject, shopId }) {
      await db.insert(outboxMessages).values({ channel, recipient: to, body: text, subject: subject ?? '', shopId });
      log.info({ channel, to, subject }, `outbox ${channel} to ${to}: ${text}`);
    },
  };
}

/** Picks each provider from the configuration. */
export function buildProviders(config: TConfig, db: TDb, log: TLog): TProviders {
  return {
    sms: config.sms.provider === 'http' ? httpSms(config.sms) : outbox(db, 'sms', log),
    email: config.email.provider === 'smtp' ? smtpEmail(config.email) : outbox(db, 'email', log),
    payment: sandboxPayment(config, db),
    storage: config.storage.provider === 's3' ? s3Storage(config.storage) : localDiskStorage(config.dataDir),
  };
}
