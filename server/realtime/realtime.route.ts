import type { FastifyInstance } from 'fastify';
import { pickLanguage } from '../../contract/languages';
import { LIVE_EVENTS_PATH, LIVE_HEARTBEAT_MS, LIVE_RETRY_MS, type TLiveEvent } from '../../contract/live-events';
import { errorSummary, isDatabaseUnavailable } from '../db/client';
import type { TDeps } from '../http/context';
import { fail } from '../http/envelope';
import { resolveSession } from '../http/session';
import { createLiveBus, type TLiveBus } from './realtime.bus';

export type TLiveOptions = {
  /** How often a heartbeat comment is sent and the session re-checked (25 s; tests shorten it). */
  heartbeatMs?: number;
};

/**
 * GET /api/app/events: the Server-Sent Events stream of the caller's shop (ADR 013). It authenticates with the
 * `token` header like every call (a 401 envelope otherwise), carries only the session's shop's events, re-checks the
 * session at every heartbeat and ends when it was revoked or expired. Open streams end when the app closes, so a
 * shutdown never waits on them.
 */
export function registerLiveEvents(app: FastifyInstance, deps: TDeps, options: TLiveOptions = {}): TLiveBus {
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const bus = createLiveBus(deps, app.log);
  const openStreams = new Set<() => void>();
  let lastEventId = 0;

  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });
  app.addHook('onClose', async () => {
    await bus.close();
  });

  app.get(`/api/app/${LIVE_EVENTS_PATH}`, async (req, reply) => {
    const language = pickLanguage(req.headers.language as string | undefined, deps.config.defaultLanguage);
    const token = typeof req.headers.token === 'string' ? req.headers.token : undefined;
    const session = await resolveSession(deps, token, deps.clock());
    if (!session) return reply.send(fail('SESSION_EXPIRED', language));

    // Subscribe before answering, so once the client has the headers nothing committed from then on is missed.
    // Events arriving before the headers are written wait in `early`.
    const res = reply.raw;
    let isOpen = false;
    let isEnded = false;
    let early: TLiveEvent[] = [];
    const send = (event: TLiveEvent) => {
      if (isEnded) return;
      if (!isOpen) {
        early.push(event);
        return;
      }
      lastEventId += 1;
      res.write(`id: ${lastEventId}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    let unsubscribe: () => void = () => {};
    let heartbeat: NodeJS.Timeout | undefined;
    const cleanup = () => {
      if (isEnded) return;
      isEnded = true;
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
    };
    const end = () => {
      cleanup();
      if (!res.writableEnded) res.end();
    };
    res.on('close', cleanup);
    res.on('error', cleanup);
    try {
      unsubscribe = await bus.subscribe(session.shopId, send);
    } catch (err) {
      // The database's LISTEN could not be opened: the client retries with backoff.
      cleanup();
      if (isDatabaseUnavailable(err)) {
        req.log.warn({ err: errorSummary(err) }, 'live events: subscribing failed, the database is unavailable');
        return reply.send(fail('DB_UNAVAILABLE', language, { requestId: req.id }));
      }
      req.log.error({ err }, 'live events: subscribing failed');
      return reply.send(fail('GENERIC', language, { requestId: req.id }));
    }
    if (isEnded) {
      // The client left while subscribing: nothing to answer.
      unsubscribe();
      reply.hijack();
      return;
    }

    // From here the route writes the response itself: a stream has no end for Fastify to send (and no compression
    // or other onSend hook may buffer it). Headers set earlier on the raw response (helmet's) are kept.
    reply.hijack();
    req.raw.socket.setNoDelay(true);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      // nginx and similar proxies would otherwise hold the events back in their buffers.
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${LIVE_RETRY_MS}\n\n`);
    isOpen = true;
    openStreams.add(end);
    send({ type: 'ready' });
    for (const event of early) send(event);
    early = [];

    let isChecking = false;
    heartbeat = setInterval(async () => {
      if (isChecking || isEnded) return;
      isChecking = true;
      try {
        const now = await resolveSession(deps, token, deps.clock(), { isActivity: false });
        if (now?.sessionId !== session.sessionId) end();
        else if (!isEnded) res.write(': ping\n\n');
      } catch (err) {
        req.log.warn({ err }, 'live events: the session re-check failed; ending the stream');
        end();
      } finally {
        isChecking = false;
      }
    }, heartbeatMs);
  });

  return bus;
}
