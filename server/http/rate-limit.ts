import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Throttling, one way for the whole app: @fastify/rate-limit registered once with `global: false`, so only routes that
 * ask for it are limited, each through its route option `config: { rateLimit: { max, timeWindow, keyGenerator? } }`.
 * The counters live in the process's memory (one server process per installation, ARCHITECTURE). A refusal is thrown
 * as an error with status 429 that the app's error handler answers as RATE_LIMITED in the caller's language.
 */
export async function registerRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => {
      const error = new Error(`rate limited, retry in ${context.after}`) as Error & { statusCode: number };
      error.statusCode = 429;
      return error;
    },
  });
}
