import { randomInt } from 'node:crypto';
import { type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { keptSecretOnce } from '../../db/kept-secret';

/**
 * ALTCHA proof of work (ADR 020), in place of the picture captcha. The server signs a challenge with its HMAC key and
 * keeps nothing; the browser's widget finds the counter that derives the challenge's key prefix; the server checks the
 * signature, the work, the expiry and the level, and remembers the challenge's nonce so that a proof is good once.
 */
export type TProofLevel = 'base' | 'strong';

const ALGORITHM = 'PBKDF2/SHA-256';
/**
 * The work of each level: PBKDF2 rounds per try, and the range the secret counter is drawn from (the solver tries
 * every counter from 0 up to it). About 0.5 s in Node or a browser for 'base', ten times that for 'strong'.
 */
let WORK: Record<TProofLevel, { cost: number; counterFrom: number; counterTo: number }> = {
  base: { cost: 1000, counterFrom: 1000, counterTo: 3000 },
  strong: { cost: 1000, counterFrom: 10_000, counterTo: 20_000 },
};

/** The work of a level as it stands (the tests' cheap work under the test projects). */
export const proofWork = (level: TProofLevel) => ({ ...WORK[level] });

/**
 * TEST ONLY: the api and pg test projects call this from their setup file (server/test/setup-fast-hash.ts): they
 * solve a proof for every signup and code request, and at full work those proofs spent about a second of CI each.
 * The protocol is the same (signed, solved, checked, good once, by level); only the rounds and the counter shrink. A
 * challenge carries its own work, so the check is the same code either way.
 */
export function useCheapProofsForTests() {
  WORK = {
    base: { cost: 10, counterFrom: 10, counterTo: 30 },
    strong: { cost: 10, counterFrom: 100, counterTo: 200 },
  };
}
/** How long a challenge may be solved and used. */
export const PROOF_TTL_MS = 10 * 60_000;
/** Challenges one address may fetch a minute (the route's throttle). */
export const CHALLENGES_PER_MINUTE = 20;

const altchaKept = keptSecretOnce('altcha_hmac_key');

/**
 * The HMAC key: ALTCHA_HMAC_KEY, or one generated on the first start and kept in the database (never a default in
 * the source), read once per installation (its config). buildApp reads it before serving; a call that finds it
 * unread reads it through its own transaction.
 */
export function altchaKeyOf(db: TDb, config: TConfig): Promise<string> {
  const configured = config.accounts.altchaHmacKey;
  return configured ? Promise.resolve(configured) : altchaKept(db, config);
}

/** A signed challenge of a level, valid for PROOF_TTL_MS of the app's clock (its expiry is in the signed data). */
export function newChallenge(key: string, now: Date, level: TProofLevel): Promise<Challenge> {
  const work = WORK[level];
  return createChallenge({
    algorithm: ALGORITHM,
    cost: work.cost,
    counter: randomInt(work.counterFrom, work.counterTo),
    deriveKey,
    hmacSignatureSecret: key,
    data: { level, expires: now.getTime() + PROOF_TTL_MS },
  });
}

const ZHex = z.string().regex(/^[0-9a-f]{2,256}$/);
/** The shape of a solved payload; the signature check covers the parameters themselves. */
const ZPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: ZHex,
      salt: ZHex,
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: ZHex,
      data: z.looseObject({ level: z.enum(['base', 'strong']), expires: z.number().int() }),
    }),
    signature: ZHex,
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: ZHex }),
});

export type TProof = { nonce: string; level: TProofLevel; expiresAt: Date };

/**
 * Checks a solved payload (the widget's base64 JSON): signed by this server, solved, not expired on the app's clock.
 * Null when it is not a valid proof; whether it was used before is the caller's check (spendProof).
 */
export async function checkProof(key: string, payload: string, now: Date): Promise<TProof | null> {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = ZPayload.safeParse(raw);
  if (!parsed.success) return null;
  // The signature covers the parameters exactly as sent, so they go to the check untouched (not the parsed copy).
  const { challenge, solution } = raw as { challenge: Challenge; solution: Solution };
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: key });
    if (!result.verified) return null;
  } catch {
    return null;
  }
  const { level, expires } = parsed.data.challenge.parameters.data;
  if (expires <= now.getTime()) return null;
  return { nonce: parsed.data.challenge.parameters.nonce, level, expiresAt: new Date(expires) };
}
