import type { TDb } from '../db/client';
import { outboxMessages } from '../db/schema/system';

/**
 * One message to hand over. `key` makes the hand-over idempotent: a sender retried after a crash or a lost
 * connection hands the same message over again with the same key, and it is delivered once (ADR 014).
 */
export type TMessage = { to: string; text: string; subject?: string; shopId?: number | null; key?: string };
/** What sends an SMS or an e-mail: the offline outbox below, or a real adapter (sms.ts, email.ts). */
export type TSender = { send: (message: TMessage) => Promise<void> };
export type TLog = { info: (obj: object, msg: string) => void };

/** The offline default for SMS and e-mail: the message is a row in the outbox table and a line in the log. */
export function outbox(db: TDb, channel: 'sms' | 'email', log: TLog): TSender {
  return {
    async send({ to, text, subject, shopId, key }) {
      const added = await db
        .insert(outboxMessages)
        .values({ channel, recipient: to, body: text, subject: subject ?? '', shopId, dedupeKey: key ?? null })
        .onConflictDoNothing({ target: outboxMessages.dedupeKey })
        .returning({ id: outboxMessages.id });
      if (added.length) log.info({ channel, to, subject }, `outbox ${channel} to ${to}: ${text}`);
    },
  };
}
