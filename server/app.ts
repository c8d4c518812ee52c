import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyError } from 'fastify';
import { pickLanguage } from '../contract/languages';
import { ALL_CALLS } from './calls';
import { errorSummary, isDatabaseUnavailable } from './db/client';
import type { TDeps } from './http/context';
import { registerCalls } from './http/define-call';
import { fail } from './http/envelope';
import { logStreamFor } from './http/log-stream';
import { buildOpenApi, renderDocsHtml } from './http/openapi';
import { registerRateLimit } from './http/rate-limit';
import { OneLinePerRequest } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { registerTestClock } from './http/test-clock';
import { wholeAnswerZlib } from './http/whole-answer-zlib';
import { registerAltchaRoutes } from './modules/auth/altcha.routes';
import { registerBackupRoutes } from './modules/backups/backups.routes';
import { FILE_OPENAPI_PATHS, registerFileRoutes } from './modules/files/files.routes';
import { registerPaymentRoutes } from './modules/payments/payments.routes';
import { WEB_DIR } from './paths';
import { registerLiveEvents, type TLiveOptions } from './realtime/realtime.route';

/** How long /api/health waits for the database. */
const HEALTH_TIMEOUT_MS = 2_000;

/**
 * Built files under assets/ carry a hash of their content in their name, so a browser keeps them for a year without
 * asking again; everything else (index.html above all, which names the current hashes) is checked on every visit.
 */
function cacheControlOf(path: string) {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Calls validate through their contract (zod, server/http/define-call.ts), never through Fastify route schemas. Naming
 * the compilers keeps Fastify from loading Ajv and fast-json-stringify at every start (about 0.15 s); a route that
 * declared a body, query, params, headers or response schema would fail the start here rather than go unchecked.
 */
function noRouteSchemas(): never {
  throw new Error('Fastify route schemas are not used: validate through the contract (define-call)');
}

/** Builds the whole HTTP app from its dependencies; tests call this and use `app.inject`. */
export async function buildApp(deps: TDeps, options: { logger?: boolean; live?: TLiveOptions } = {}) {
  const app = Fastify({
    logger:
      options.logger === false ? false : { level: deps.config.logLevel, stream: logStreamFor(deps.config.logFormat) },
    logController: new OneLinePerRequest(),
    genReqId: () => randomUUID(),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1_048_576,
    schemaController: { compilersFactory: { buildValidator: noRouteSchemas, buildSerializer: noRouteSchemas } },
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS into <style> elements at run time (ADR 002).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The cash machine's local service on the workstation (SPEC §7), and any the installation names (ADR 032).
        connectSrc: ["'self'", 'http://127.0.0.1:*', 'http://localhost:*', ...deps.config.cashDeviceOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    const language = pickLanguage(req.headers.language as string | undefined, deps.config.defaultLanguage);
    if (isDatabaseUnavailable(err)) {
      // A route outside the calls (a file, the live stream) met a database that cannot be reached.
      req.log.warn({ err: errorSummary(err), requestId: req.id }, 'database unavailable');
      return reply.status(503).send({ ...fail('DB_UNAVAILABLE', language, { requestId: req.id }), code: 503 });
    }
    if (err.statusCode === 429) {
      return reply.status(429).send({ ...fail('RATE_LIMITED', language, { requestId: req.id }), code: 429 });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error({ err, requestId: req.id }, 'unexpected fault');
    const envelope = fail(status === 500 ? 'GENERIC' : 'CHECK_INPUT', language, { requestId: req.id });
    return reply.status(status).send({ ...envelope, code: status });
  });

  // JSON answers over 1 KB go gzip-compressed to a client that accepts it: the day board shrinks about 25 times. Each
  // answer is compressed whole, in one call (http/whole-answer-zlib), not through zlib's stream. The live stream writes
  // its raw response (ADR 013), so nothing here buffers it; built assets are compressed once at build time and sent as
  // they are (below).
  await app.register(compress, { threshold: 1024, encodings: ['gzip', 'deflate'], zlib: wholeAnswerZlib });
  await registerRateLimit(app);
  registerCalls(app, deps, ALL_CALLS);
  await registerFileRoutes(app, deps);
  await registerBackupRoutes(app, deps);
  registerLiveEvents(app, deps, options.live);
  await registerPaymentRoutes(app, deps);
  await registerAltchaRoutes(app, deps);
  if (deps.config.testClock) registerTestClock(app, deps);

  // The API document is built on its first request, not at start: a restart answers sooner.
  let openApi: ReturnType<typeof buildOpenApi> | undefined;
  const openApiDoc = () => {
    if (!openApi) {
      openApi = buildOpenApi(ALL_CALLS, deps.config.appVersion);
      Object.assign(openApi.paths, FILE_OPENAPI_PATHS);
    }
    return openApi;
  };
  app.get('/api/docs/json', async () => openApiDoc());
  app.get('/api/docs', async (_req, reply) => reply.type('text/html').send(renderDocsHtml(openApiDoc())));

  // A load balancer polls this: it answers within HEALTH_TIMEOUT_MS even while the database hangs, and 503 'degraded'
  // while the database cannot be reached; the instance keeps running and recovers by itself when it is back.
  app.get('/api/health', async (_req, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const database = await Promise.race([
      deps.db
        .execute(sql`SELECT 1`)
        .then(() => true)
        .catch(() => false),
      new Promise<false>((done) => {
        timer = setTimeout(() => done(false), HEALTH_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
    return reply
      .status(database ? 200 : 503)
      .send({ status: database ? 'ok' : 'degraded', database, version: deps.config.appVersion });
  });

  if (existsSync(WEB_DIR)) {
    await app.register(fastifyStatic, {
      root: WEB_DIR,
      prefix: '/',
      index: ['index.html'],
      // The .br and .gz copies the build wrote beside each asset (scripts/vite-precompress.ts), by Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => res.setHeader('cache-control', cacheControlOf(path)),
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const language = pickLanguage(req.headers.language as string | undefined, deps.config.defaultLanguage);
    if (req.url.startsWith('/api/')) return reply.status(404).send({ ...fail('NOT_FOUND', language), code: 404 });
    // Routes live in the URL fragment, so any other path gets the app, which shows its own 404 page.
    if (existsSync(WEB_DIR)) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send('Not found');
  });

  return app;
}
