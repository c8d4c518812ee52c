import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Idempotency: the first response of a write, keyed by who sent it (session account or address) and its nonce. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    nonce: text('nonce').notNull(),
    path: text('path').notNull(),
    bodyHash: text('body_hash').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.nonce] }), index('idempotency_created_idx').on(t.createdAt)],
);

/** Sign-up and login codes sent by SMS or e-mail; only the code's hash is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_target_idx').on(t.purpose, t.target, t.createdAt)],
);

/** The offline SMS and e-mail provider: every message sent is a row here (and a line in the server log). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id'),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    status: text('status').notNull().default('sent'),
    /** The sender's idempotency key: a message handed over again with the same key is not delivered twice. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    uniqueIndex('outbox_dedupe_key_idx').on(t.dedupeKey),
  ],
);

/**
 * Failed logins, locks and sent codes, counted over a sliding window for rate limits, the proof-of-work rule and the
 * account lock. `ip` is the client address of a failed login, so that the lock can count distinct addresses (ADR 020).
 */
export const authEvents = pgTable(
  'auth_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_events_lookup_idx').on(t.kind, t.subject, t.createdAt)],
);

/** ALTCHA proofs already used, by their challenge nonce, kept until the challenge expires: each is good once (ADR 020). */
export const altchaSpent = pgTable(
  'altcha_spent',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('altcha_spent_expires_idx').on(t.expiresAt)],
);
