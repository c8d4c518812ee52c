import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../http/context';
import { altchaKeyOf, CHALLENGES_PER_MINUTE, newChallenge } from './altcha';

/** Where the ALTCHA widget fetches its challenges (ADR 020; it replaces SPEC §7 `GET captcha.jpg?uuid=`). */
export const ALTCHA_CHALLENGE_PATH = '/api/app/h5/altchaChallenge';

/**
 * GET the challenge: `?level=strong` for the longer one a login asks for past the failure limits. It signs and
 * answers, writing nothing, and is throttled per address (HTTP 429 RATE_LIMITED past CHALLENGES_PER_MINUTE).
 */
export async function registerAltchaRoutes(app: FastifyInstance, deps: TDeps) {
  // Read (or generated and kept) before serving; a database that cannot be reached now is tried again on demand.
  await altchaKeyOf(deps.db, deps.config).catch(() => undefined);
  app.get<{ Querystring: { level?: string } }>(
    ALTCHA_CHALLENGE_PATH,
    { config: { rateLimit: { max: CHALLENGES_PER_MINUTE, timeWindow: 60_000 } } },
    async (req, reply) => {
      const level = req.query.level === 'strong' ? 'strong' : 'base';
      const challenge = await newChallenge(await altchaKeyOf(deps.db, deps.config), deps.clock(), level);
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  );
}
