import { md5 } from './md5';

/** SPEC §7: the nonce is the hex MD5 of a random number. */
export function newNonce(): string {
  const random = globalThis.crypto?.getRandomValues
    ? globalThis.crypto.getRandomValues(new Uint32Array(2)).join('')
    : String(Math.random());
  return md5(random);
}

/**
 * One nonce per form submission (ARCHITECTURE §4): submitting the same values again after a failure is a retry and
 * reuses the nonce, so the server answers with the first result instead of writing twice. Changed values are a
 * new submission and get a new nonce; a success ends the submission.
 */
export function createNonceKeeper(makeNonce: () => string = newNonce) {
  let last: { body: string; nonce: string } | null = null;
  return {
    nonceFor(values: unknown): string {
      const body = JSON.stringify(values ?? null);
      if (!last || last.body !== body) last = { body, nonce: makeNonce() };
      return last.nonce;
    },
    finish(): void {
      last = null;
    },
  };
}
