import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pickLanguage } from '../../contract/languages';
import type { TClock, TDeps } from './context';
import { fail, ok } from './envelope';

/**
 * TEST ONLY (TEST_CLOCK=1, never in production): a server clock the e2e specs move, so that the browser's pinned clock
 * (Playwright's page.clock) and the server's agree on the shop's "now" (what is past, today's board, the current-time
 * line). The clock is real time plus an offset: once set to an instant it keeps running from there, as the browser's
 * installed clock does, and `null` brings it back to real time.
 */
export type TAdjustableClock = { now: TClock; set: (at: Date | null) => void };

export function adjustableClock(real: TClock = () => new Date()): TAdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(real().getTime() + offsetMs),
    set: (at) => {
      offsetMs = at ? at.getTime() - real().getTime() : 0;
    },
  };
}

const ZClockBody = z.object({ at: z.iso.datetime({ offset: true }).nullable() });

/** POST /api/test/clock `{at: ISO string | null}`: registered by the app only when TEST_CLOCK is on. */
export function registerTestClock(app: FastifyInstance, deps: TDeps) {
  const setClock = deps.setClock;
  if (!setClock) throw new Error('TEST_CLOCK is on but the server was built without an adjustable clock');
  app.post('/api/test/clock', async (req, reply) => {
    const parsed = ZClockBody.safeParse(req.body);
    if (!parsed.success) {
      const language = pickLanguage(req.headers.language as string | undefined, deps.config.defaultLanguage);
      return reply.status(400).send({ ...fail('CHECK_INPUT', language, { field: 'at' }), code: 400 });
    }
    setClock(parsed.data.at === null ? null : new Date(parsed.data.at));
    const now = deps.clock();
    req.log.warn({ at: now.toISOString() }, 'test clock set');
    return ok({ now: now.toISOString() });
  });
}
