import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';

/** argon2's defaults (64 MiB, 3 passes): what every stored password is hashed with. */
let hashOptions: argon2.HashOptions = { type: argon2.argon2id };

/**
 * TEST ONLY: the api and pg test projects call this from their setup file (server/test/setup-fast-hash.ts), because the
 * thousands of accounts the tests create would otherwise spend minutes of CI hashing. The server never calls it; a hash
 * carries its own parameters, so verifying is the same code either way.
 */
export function useCheapHashingForTests() {
  hashOptions = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 };
}

/** Argon2id of a secret (login password, or the MD5 hex string of the internal password). */
export const hashSecret = (secret: string) => argon2.hash(secret, hashOptions);
export type THashSecret = typeof hashSecret;

export async function verifySecret(hash: string | null | undefined, secret: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, secret);
  } catch {
    return false;
  }
}

/** What h5/pwdInside sends: the uppercase hex MD5 of the password followed by the account (SPEC §7). */
export const insideDigest = (password: string, account: string) =>
  createHash('md5').update(`${password}${account}`).digest('hex').toUpperCase();

/** A numeric one-time code. */
export const newCode = (digits = 6) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function sameText(a: string, b: string) {
  const x = Buffer.from(sha256(a));
  const y = Buffer.from(sha256(b));
  return timingSafeEqual(x, y);
}

/** A phone in international form: the area code followed by its digits (a leading + keeps its own code). */
export function toE164(areaCode: string, phone: string) {
  const trimmed = phone.trim();
  if (trimmed.startsWith('+')) return `+${trimmed.replace(/\D/g, '')}`;
  return `${areaCode.trim()}${trimmed.replace(/\D/g, '')}`;
}
