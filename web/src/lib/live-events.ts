import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import {
  createSseParser,
  LIVE_EVENTS_PATH,
  LIVE_HEARTBEAT_MS,
  LIVE_RETRY_MS,
  parseLiveEvent,
  type TLiveEvent,
} from '../../../contract/live-events';
import { currentLanguage } from './i18n.setup';
import { API_BASE, CLIENT_VERSION, queryKeyOf } from './rpc.client';
import { useSession } from './session.store';
import { isLoggedInToken } from './session.token';

/**
 * Live sync (ADR 013): one Server-Sent Events stream per browser and session, shared by its tabs, that invalidates
 * the query caches a change makes stale. The stream is read with fetch so the token travels in the `token` header,
 * never in a URL.
 */

export type TLiveStatus = 'live' | 'connecting' | 'offline';

/** The reads an appointment change can make stale: the board, the month, the history, the logs, SMS, the customer's. */
export const APPOINTMENT_READS = [
  'appoint/queryPointList',
  'appoint/shopAccountAppointsByMonth',
  'appoint/queryHisAppointList',
  'appointLog/queryAppointLogs',
  'appointSms/queryAppointSms',
  'custom/queryHistoryPoint',
] as const;

/** What a staff change can make stale (ADR 022): the board's columns, the staff lists, who is working. */
export const STAFF_READS = [
  'appoint/queryPointList',
  'account/queryMemList',
  'shopWork/h5QueryShopIsWorking',
  'accountWork/h5QueryWorkInfo',
  'accountWork/queryAccountNotWorkTime',
] as const;

/** What a change of hours, holidays or leave can make stale: the board's shading and rows, the work-time screens. */
export const WORK_TIME_READS = [
  'appoint/queryPointList',
  'setup/businessTime/queryList',
  'shopWork/h5QueryShopWorkInfo',
  'shopWork/h5QueryShopIsWorking',
  'accountWork/h5QueryWorkInfo',
  'accountWork/queryAccountNotWorkTime',
  'shopWorkHoliday/queryShopWorkHoliday',
  'accountWorkHoliday/queryAccountWorkHoliday',
] as const;

/** What a change of the board's display settings or the shop's time zone can make stale. */
export const SETTINGS_READS = [
  'appoint/queryPointList',
  'setup/displayPhone/queryList',
  'setup/alertMsg/queryList',
  'shop/query',
] as const;

/** What an inventory item change can make stale (issue 20): the bell's alert read, the lists, the item, its history. */
export const INVENTORY_READS = [
  'inventory/queryInventoryAlert',
  'inventory/queryInventoryList',
  'inventory/queryById',
  'inventoryMovement/queryList',
  'inventoryType/queryInventoryTypeList',
] as const;

const EVERY_LIVE_READ = [
  ...new Set([...APPOINTMENT_READS, ...STAFF_READS, ...WORK_TIME_READS, ...SETTINGS_READS, ...INVENTORY_READS]),
];

/**
 * The call paths whose caches an event makes stale. `ready` (a new or renewed connection) and `resync` (the server may
 * have missed changes) refetch everything kept live, to catch up on what happened while the stream was away.
 */
export function readsToInvalidate(event: TLiveEvent): readonly string[] {
  switch (event.type) {
    case 'appointment':
      return APPOINTMENT_READS;
    case 'staff':
      return STAFF_READS;
    case 'workTime':
      return WORK_TIME_READS;
    case 'settings':
      return SETTINGS_READS;
    case 'inventory':
      return INVENTORY_READS;
    case 'ready':
    case 'resync':
      return EVERY_LIVE_READ;
    default:
      return [];
  }
}

/** The wait before reconnect attempt `attempt` (0 = first): from `baseMs` doubling to 30 s, less up to half at random. */
export function backoffDelay(attempt: number, baseMs = 1_000, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, baseMs * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** Without a byte (heartbeats come every 25 s) for this long, the connection is taken as dead and reopened. */
export const STALE_AFTER_MS = LIVE_HEARTBEAT_MS * 2 + 10_000;
/** After this many failed attempts in a row the board shows 'offline' rather than 'connecting'. */
export const OFFLINE_AFTER_FAILURES = 3;

/** The status to show while waiting to reconnect. */
export function statusWhileRetrying(failures: number, isOnline: boolean): TLiveStatus {
  return !isOnline || failures >= OFFLINE_AFTER_FAILURES ? 'offline' : 'connecting';
}

/** A short, stable name for a token, so the tabs of one session share a stream and other sessions get their own. */
export function tokenKey(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

type TStreamHandlers = { onEvent: (event: TLiveEvent) => void; onStatus: (status: TLiveStatus) => void };
type TStreamOptions = {
  fetch?: typeof fetch;
  delay?: (attempt: number, baseMs: number) => number;
  staleAfterMs?: number;
  isOnline?: () => boolean;
};
type TOutcome = 'unauthorized' | 'dropped' | 'failed';

/**
 * Keeps one stream open for a token until stopped: reconnects with backoff after a drop (at once when the browser
 * comes back online), stops for good on a 401 envelope. Answers the stop function.
 */
export function runLiveStream(token: string, handlers: TStreamHandlers, options: TStreamOptions = {}): () => void {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const delay = options.delay ?? ((attempt, baseMs) => backoffDelay(attempt, baseMs));
  const staleAfterMs = options.staleAfterMs ?? STALE_AFTER_MS;
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine !== false);
  let isStopped = false;
  let controller: AbortController | null = null;
  let wakeUp: (() => void) | null = null;
  // The server's `retry:` hint is the first wait after a drop; failures double it from there.
  let retryBaseMs = LIVE_RETRY_MS;

  const connectOnce = async (): Promise<TOutcome> => {
    controller = new AbortController();
    const signal = controller.signal;
    let response: Response;
    try {
      response = await doFetch(API_BASE + LIVE_EVENTS_PATH, {
        headers: { token, language: currentLanguage(), clientVersion: CLIENT_VERSION, accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      });
    } catch {
      return 'failed';
    }
    if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream') || !response.body) {
      const envelope = (await response.json().catch(() => null)) as { code?: number } | null;
      return envelope?.code === 401 ? 'unauthorized' : 'failed';
    }
    let isReady = false;
    const parser = createSseParser({
      onMessage: (message) => {
        const event = parseLiveEvent(message.data);
        if (!event || isStopped) return;
        if (event.type === 'ready') {
          isReady = true;
          handlers.onStatus('live');
        }
        handlers.onEvent(event);
      },
      onRetry: (ms) => {
        retryBaseMs = Math.max(250, ms);
      },
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => controller?.abort(), staleAfterMs);
    };
    try {
      arm();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        arm();
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A network drop, the watchdog or stop(): handled below like an end.
    } finally {
      clearTimeout(watchdog);
      reader.cancel().catch(() => {});
    }
    return isReady ? 'dropped' : 'failed';
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        globalThis.removeEventListener?.('online', done);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
      globalThis.addEventListener?.('online', done);
    });

  void (async () => {
    let failures = 0;
    while (!isStopped) {
      handlers.onStatus('connecting');
      const outcome = await connectOnce();
      if (isStopped) return;
      if (outcome === 'unauthorized') {
        handlers.onStatus('offline');
        return;
      }
      failures = outcome === 'dropped' ? 0 : failures + 1;
      handlers.onStatus(statusWhileRetrying(failures, isOnline()));
      await sleep(delay(failures, retryBaseMs));
    }
  })();

  return () => {
    isStopped = true;
    controller?.abort();
    wakeUp?.();
  };
}

type TTabMessage = { kind: 'event'; event: TLiveEvent } | { kind: 'status'; status: TLiveStatus } | { kind: 'hello' };

/**
 * One stream per browser and session: the tab holding the session's Web Lock (the leader) runs it and passes each
 * event and status on to the other tabs over a BroadcastChannel; when the leader closes, the next tab waiting for
 * the lock takes over. Without Web Locks or BroadcastChannel each tab runs its own stream.
 */
function startSharedStream(token: string, handlers: TStreamHandlers): () => void {
  const key = tokenKey(token);
  const locks = globalThis.navigator?.locks;
  if (typeof BroadcastChannel === 'undefined' || !locks?.request) return runLiveStream(token, handlers);

  const channel = new BroadcastChannel(`salon-desk-live:${key}`);
  const abort = new AbortController();
  let isLeader = false;
  let lastStatus: TLiveStatus = 'connecting';
  let stopStream: (() => void) | null = null;
  let releaseLock: (() => void) | null = null;

  const setStatus = (status: TLiveStatus) => {
    lastStatus = status;
    handlers.onStatus(status);
  };
  channel.onmessage = ({ data }: MessageEvent<TTabMessage>) => {
    if (data.kind === 'hello' && isLeader) channel.postMessage({ kind: 'status', status: lastStatus });
    if (isLeader) return;
    if (data.kind === 'event') handlers.onEvent(data.event);
    if (data.kind === 'status') setStatus(data.status);
  };
  setStatus('connecting');
  channel.postMessage({ kind: 'hello' } satisfies TTabMessage);

  locks
    .request(
      `salon-desk-live:${key}`,
      { signal: abort.signal },
      () =>
        new Promise<void>((release) => {
          isLeader = true;
          releaseLock = release;
          stopStream = runLiveStream(token, {
            onEvent: (event) => {
              handlers.onEvent(event);
              channel.postMessage({ kind: 'event', event } satisfies TTabMessage);
            },
            onStatus: (status) => {
              setStatus(status);
              channel.postMessage({ kind: 'status', status } satisfies TTabMessage);
            },
          });
        }),
    )
    .catch(() => {
      // Stopped while still waiting for the lock (AbortError).
    });

  return () => {
    abort.abort();
    stopStream?.();
    isLeader = false;
    releaseLock?.();
    channel.close();
  };
}

let liveStatus: TLiveStatus = 'offline';
const statusListeners = new Set<() => void>();
function setLiveStatus(status: TLiveStatus) {
  if (status === liveStatus) return;
  liveStatus = status;
  for (const listener of statusListeners) listener();
}
const subscribeStatus = (listener: () => void) => {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
};

/** The live stream's state for the board: 'live', 'connecting' (or reconnecting) or 'offline'. */
export function useLiveStatus(): TLiveStatus {
  return useSyncExternalStore(
    subscribeStatus,
    () => liveStatus,
    () => 'offline',
  );
}

/** Invalidates the reads events name, a burst of events (a booking of several people) at once. */
function createInvalidator(queryClient: QueryClient, windowMs = 50) {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    for (const path of pending) void queryClient.invalidateQueries({ queryKey: queryKeyOf(path) });
    pending.clear();
  };
  return {
    add: (paths: readonly string[]) => {
      for (const path of paths) pending.add(path);
      if (paths.length > 0 && timer === undefined) timer = setTimeout(flush, windowMs);
    },
    cancel: () => {
      clearTimeout(timer);
      pending.clear();
    },
  };
}

/**
 * Keeps this browser's screens in step with changes made elsewhere, while a session exists: mounted once in the
 * logged-in frame, it stops on logout and restarts with a new token (a shop switch).
 */
export function useLiveSync(): void {
  const token = useSession((state) => state.token);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isLoggedInToken(token)) {
      setLiveStatus('offline');
      return;
    }
    const invalidator = createInvalidator(queryClient);
    const stop = startSharedStream(token, {
      onEvent: (event) => invalidator.add(readsToInvalidate(event)),
      onStatus: setLiveStatus,
    });
    return () => {
      stop();
      invalidator.cancel();
      setLiveStatus('offline');
    };
  }, [token, queryClient]);
}
