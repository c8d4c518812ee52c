import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDb } from './client';
import { appSecrets } from './schema/app-secrets';

/**
 * A secret that is not configured: generated on the first start and kept in the database, so that every instance on
 * the same database, and every restart, uses the same one. The first instance to insert it wins; the others read it.
 */
export async function keptSecret(db: TDb, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row.value;
}
