import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TDb } from '../db/client';
import { LIVE_CHANNEL } from './realtime.repo';

type TLog = { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/**
 * Where an instance's live events come from: a LISTEN on the live channel. `start` is idempotent and resolves once the
 * LISTEN is active; `onGap` is called after a lost connection was re-established, when notifications may have been
 * missed in between.
 */
export type TNotifySource = {
  start: () => Promise<void>;
  close: () => Promise<void>;
};

export type TNotifyHandlers = { onPayload: (payload: string) => void; onGap: () => void };

/** How the dedicated LISTEN connection shows in pg_stat_activity. */
export const LIVE_APPLICATION_NAME = 'salon-desk-live';

/** Reconnect waits: 0.5 s doubling to 30 s. */
const reconnectDelay = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);
/** How often the dedicated connection is probed, so a silently dead one is noticed. */
const PROBE_MS = 30_000;

/** The notify source of a database handle: PGlite's in-process LISTEN, or a dedicated PostgreSQL connection. */
export function notifySourceOf(
  db: TDb,
  kind: 'pglite' | 'postgres',
  handlers: TNotifyHandlers,
  log: TLog,
): TNotifySource {
  // Drizzle keeps the driver's client on the handle: the PGlite instance, or the pg pool (whose options we reuse).
  const client = (db as unknown as { $client: unknown }).$client;
  if (kind === 'pglite') return pgliteSource(client as PGlite, handlers);
  return postgresSource((client as pg.Pool).options, handlers, log);
}

/** PGlite is one in-process connection: LISTEN on it; its notifications arrive when a transaction commits. */
function pgliteSource(client: PGlite, handlers: TNotifyHandlers): TNotifySource {
  let listening: Promise<() => Promise<void>> | null = null;
  return {
    start: async () => {
      listening ??= client.listen(LIVE_CHANNEL, handlers.onPayload);
      try {
        await listening;
      } catch (err) {
        listening = null;
        throw err;
      }
    },
    close: async () => {
      const unlisten = await listening?.catch(() => null);
      listening = null;
      if (unlisten && !client.closed) await unlisten().catch(() => {});
    },
  };
}

/**
 * One dedicated connection per instance, outside the pool (a pooled one would be handed to other requests, and a
 * LISTEN lives as long as its connection). When it drops it is re-opened with backoff, and `onGap` tells the
 * subscribers to catch up.
 */
function postgresSource(options: pg.ClientConfig, handlers: TNotifyHandlers, log: TLog): TNotifySource {
  let current: pg.Client | null = null;
  let isLive = false;
  let connecting: Promise<void> | null = null;
  let isClosed = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let probeTimer: NodeJS.Timeout | null = null;

  const open = async () => {
    const client = new pg.Client({ ...options, keepAlive: true, application_name: LIVE_APPLICATION_NAME });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload && current === client)
        handlers.onPayload(message.payload);
    });
    client.on('error', (err) => drop(client, err));
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (err) {
      if (current === client) current = null;
      await client.end().catch(() => {});
      throw err;
    }
    if (isClosed) {
      await client.end().catch(() => {});
      throw new Error('the live event source is closed');
    }
    isLive = true;
  };

  const drop = (client: pg.Client, err?: Error) => {
    if (current !== client || !isLive) return;
    current = null;
    isLive = false;
    client.end().catch(() => {});
    if (isClosed) return;
    log.warn({ err }, 'live events: the LISTEN connection dropped, reconnecting');
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (reconnectTimer || isClosed) return;
    reconnectTimer = setTimeout(async () => {
      reconnectTimer = null;
      try {
        await start();
        attempt = 0;
        log.info({}, 'live events: the LISTEN connection is back');
        handlers.onGap();
      } catch (err) {
        attempt++;
        log.warn({ err, attempt }, 'live events: reconnecting the LISTEN connection failed');
        scheduleReconnect();
      }
    }, reconnectDelay(attempt));
    reconnectTimer.unref();
  };

  const probe = async () => {
    const client = current;
    if (!client || !isLive) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('probe timed out')), 10_000);
    });
    try {
      await Promise.race([client.query('SELECT 1'), timeout]);
    } catch (err) {
      drop(client, err as Error);
    } finally {
      clearTimeout(timer);
    }
  };

  const start = async () => {
    if (isClosed) throw new Error('the live event source is closed');
    if (isLive) return;
    connecting ??= open().finally(() => {
      connecting = null;
    });
    await connecting;
    if (!probeTimer) {
      probeTimer = setInterval(() => void probe(), PROBE_MS);
      probeTimer.unref();
    }
  };

  return {
    start,
    close: async () => {
      isClosed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (probeTimer) clearInterval(probeTimer);
      await connecting?.catch(() => {});
      const client = current;
      current = null;
      isLive = false;
      await client?.end().catch(() => {});
    },
  };
}
