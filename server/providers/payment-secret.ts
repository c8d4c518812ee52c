import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { keptSecret } from '../db/kept-secret';

const SANDBOX_SECRET = 'payment.sandbox';

/**
 * The configuration with the payment secret filled in (ADR 019). With the sandbox wallet and no PAYMENT_SECRET, the
 * first start generates a random secret and keeps it in the database (db/kept-secret.ts); later starts and other
 * instances on the same PostgreSQL read the same one. Any other case keeps the configuration as it is (config.ts
 * refuses a provider that needs a secret and has none).
 */
export async function withPaymentSecret(config: TConfig, db: TDb): Promise<TConfig> {
  if (config.payment.provider !== 'sandbox' || config.payment.secret) return config;
  return { ...config, payment: { ...config.payment, secret: await keptSecret(db, SANDBOX_SECRET) } };
}
