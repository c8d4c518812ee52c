import { hashSecret, insideDigest, type THashSecret } from '../modules/auth/auth.crypto';

export type TDemoLogin = { readonly account: string; readonly password: string };

/**
 * The demo seed's password hashing. Every demo login's password is public (the start banner prints it), so its
 * Argon2id hash protects nothing and is computed once per secret: one login hash shared by the accounts with the same
 * password, one internal-password hash per account. All of them start at once on libuv's thread pool, while the seed
 * writes its rows, instead of one after another (about 14 hashes of 64 MiB each, seconds of a first start). A hash
 * carries its own salt and parameters, so logins verify exactly as for any account.
 */
export function demoSecretHasher(logins: readonly TDemoLogin[]): THashSecret {
  const hashes = new Map<string, Promise<string>>();
  const hash: THashSecret = (secret) => {
    let found = hashes.get(secret);
    if (!found) {
      found = hashSecret(secret);
      // A failure surfaces where the hash is awaited; started early, it must not count as unhandled meanwhile.
      found.catch(() => {});
      hashes.set(secret, found);
    }
    return found;
  };
  for (const login of logins) {
    void hash(login.password);
    void hash(insideDigest(login.password, login.account));
  }
  return hash;
}
