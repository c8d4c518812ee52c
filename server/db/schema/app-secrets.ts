import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets the installation generates for itself on first start and keeps (ADR 019), e.g. the sandbox wallet's signing
 * secret when PAYMENT_SECRET is unset. Not a tenant table: one row per secret for the whole installation.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
