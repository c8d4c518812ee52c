import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { appSecrets } from '../db/schema/app-secrets';

const SANDBOX_SECRET = 'payment.sandbox';

/**
 * The configuration with the payment secret filled in (ADR 019). With the sandbox wallet and no PAYMENT_SECRET, the
 * first start generates a random secret and keeps it in the database; later starts (and other instances on the same
 * PostgreSQL) read the same one, since an insert that meets an existing row changes nothing. Any other case keeps the
 * configuration as it is (config.ts refuses a provider that needs a secret and has none).
 */
export async function withPaymentSecret(config: TConfig, db: TDb): Promise<TConfig> {
  if (config.payment.provider !== 'sandbox' || config.payment.secret) return config;
  await db
    .insert(appSecrets)
    .values({ name: SANDBOX_SECRET, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, SANDBOX_SECRET));
  return { ...config, payment: { ...config.payment, secret: row.value } };
}
