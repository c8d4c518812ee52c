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

/**
 * A kept secret read once per owner (the database, or the config that may name the secret instead) and kept in
 * memory; a failed read is forgotten, so the next use tries again. The server reads it before serving, so a read call
 * never writes it.
 */
export function keptSecretOnce(name: string) {
  const loaded = new WeakMap<object, Promise<string>>();
  return (db: TDb, owner: object = db): Promise<string> => {
    let secret = loaded.get(owner);
    if (!secret) {
      const loading = keptSecret(db, name);
      loading.catch(() => {
        if (loaded.get(owner) === loading) loaded.delete(owner);
      });
      loaded.set(owner, loading);
      secret = loading;
    }
    return secret;
  };
}
