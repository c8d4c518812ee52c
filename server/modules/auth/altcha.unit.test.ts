import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { checkProof, newChallenge, proofWork } from './altcha';

const KEY = 'unit-test-hmac-key';

// The unit project runs without the api projects' cheap work: these are the levels a browser solves (ADR 020).
describe('ALTCHA proof of work at production strength', () => {
  it('asks 1000 PBKDF2 rounds a try, a counter of 1000 to 3000 for base and 10 000 to 20 000 for strong', () => {
    expect(proofWork('base')).toEqual({ cost: 1000, counterFrom: 1000, counterTo: 3000 });
    expect(proofWork('strong')).toEqual({ cost: 1000, counterFrom: 10_000, counterTo: 20_000 });
  });

  it('signs a base challenge whose solution needs at least 1000 tries and passes the check', async () => {
    const now = new Date();
    const challenge = await newChallenge(KEY, now, 'base');
    expect(challenge.parameters).toMatchObject({ cost: 1000, data: { level: 'base' } });
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution!.counter).toBeGreaterThanOrEqual(1000);
    expect(solution!.counter).toBeLessThan(3000);
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    expect(await checkProof(KEY, payload, now)).toMatchObject({ level: 'base' });
  }, 30_000);
});
