import { describe, expect, it } from 'vitest';
import type { TLiveEvent } from '../../../contract/live-events';
import {
  APPOINTMENT_READS,
  backoffDelay,
  readsToInvalidate,
  runLiveStream,
  SETTINGS_READS,
  STAFF_READS,
  statusWhileRetrying,
  type TLiveStatus,
  tokenKey,
  WORK_TIME_READS,
} from './live-events';

describe('backoffDelay', () => {
  it('waits between half and all of the base, doubling per failure up to 30 s', () => {
    expect(backoffDelay(0, 1_000, () => 0)).toBe(500);
    expect(backoffDelay(0, 1_000, () => 1)).toBe(1_000);
    expect(backoffDelay(1, 1_000, () => 1)).toBe(2_000);
    expect(backoffDelay(3, 1_000, () => 0.5)).toBe(6_000);
    expect(backoffDelay(10, 1_000, () => 1)).toBe(30_000);
    expect(backoffDelay(1_000, 3_000, () => 0)).toBe(15_000);
    for (let attempt = 0; attempt < 20; attempt++) {
      const wait = backoffDelay(attempt);
      expect(wait).toBeGreaterThanOrEqual(500);
      expect(wait).toBeLessThanOrEqual(30_000);
    }
  });
});

describe('statusWhileRetrying', () => {
  it("says 'connecting' for the first failures and 'offline' after three, or at once without a network", () => {
    expect(statusWhileRetrying(0, true)).toBe('connecting');
    expect(statusWhileRetrying(2, true)).toBe('connecting');
    expect(statusWhileRetrying(3, true)).toBe('offline');
    expect(statusWhileRetrying(0, false)).toBe('offline');
  });
});

describe('readsToInvalidate', () => {
  it('refreshes every appointment read on a change and on every (re)connect', () => {
    const change: TLiveEvent = { type: 'appointment', shopId: 1, id: 2, appointDay: '2026-11-24', operType: 'H5_DRAG' };
    expect(readsToInvalidate(change)).toEqual(APPOINTMENT_READS);
    for (const type of ['ready', 'resync'] as const) {
      const reads = readsToInvalidate({ type });
      for (const read of [...APPOINTMENT_READS, ...STAFF_READS, ...WORK_TIME_READS, ...SETTINGS_READS]) {
        expect(reads).toContain(read);
      }
    }
    expect(readsToInvalidate({ type: 'workTime', shopId: 1 })).toContain('appoint/queryPointList');
    expect(readsToInvalidate({ type: 'staff', shopId: 1 })).toContain('account/queryMemList');
    expect(readsToInvalidate({ type: 'settings', shopId: 1 })).toContain('setup/displayPhone/queryList');
    expect(APPOINTMENT_READS).toContain('appoint/queryPointList');
    expect(APPOINTMENT_READS).toContain('custom/queryHistoryPoint');
  });
});

describe('tokenKey', () => {
  it('names a token shortly and stably, and two tokens differently', () => {
    expect(tokenKey('abc')).toBe(tokenKey('abc'));
    expect(tokenKey('abc')).not.toBe(tokenKey('abd'));
    expect(tokenKey('x'.repeat(43))).toMatch(/^[0-9a-z]{1,7}$/);
  });
});

/** A fake server: each fetch answers the next scripted reply; a stream reply stays open until the test ends it. */
function fakeServer() {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const streams: { send: (text: string) => void; end: () => void }[] = [];
  const replies: ('stream' | 'unauthorized' | 'network')[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), headers: init?.headers as Record<string, string> });
    const reply = replies.shift() ?? 'network';
    if (reply === 'network') throw new TypeError('Failed to fetch');
    if (reply === 'unauthorized') {
      return new Response(JSON.stringify({ code: 401, msg: 'expired', errorKey: 'SESSION_EXPIRED' }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        streams.push({
          send: (text) => controller.enqueue(encoder.encode(text)),
          end: () => controller.close(),
        });
        init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests, streams, replies };
}

const READY = 'retry: 3000\n\nid: 1\nevent: ready\ndata: {"type":"ready"}\n\n';
const change = (id: number) =>
  `id: ${id + 1}\nevent: appointment\ndata: ${JSON.stringify({ type: 'appointment', shopId: 1, id, appointDay: '2026-11-24', operType: 'H5_ADD' })}\n\n`;

async function until(check: () => boolean, ms = 2_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function watch(server: ReturnType<typeof fakeServer>, options: { staleAfterMs?: number } = {}) {
  const events: TLiveEvent[] = [];
  const statuses: TLiveStatus[] = [];
  const delays: number[] = [];
  const stop = runLiveStream(
    'secret-token',
    { onEvent: (event) => events.push(event), onStatus: (status) => statuses.push(status) },
    {
      fetch: server.fetch,
      delay: (attempt, baseMs) => {
        delays.push(backoffDelay(attempt, baseMs, () => 1));
        return 1;
      },
      staleAfterMs: options.staleAfterMs ?? 5_000,
      isOnline: () => true,
    },
  );
  return { events, statuses, delays, stop };
}

describe('runLiveStream', () => {
  it('sends the token in a header, never in the URL, and hands on events once live', async () => {
    const server = fakeServer();
    server.replies.push('stream');
    const live = watch(server);
    await until(() => server.streams.length === 1);
    server.streams[0].send(READY.slice(0, 20));
    server.streams[0].send(READY.slice(20) + change(7).slice(0, 30));
    server.streams[0].send(`${change(7).slice(30)}: ping\n\n`);
    await until(() => live.events.length === 2);
    live.stop();
    expect(server.requests[0].url).toBe('api/app/events');
    expect(server.requests[0].url).not.toContain('secret-token');
    expect(server.requests[0].headers).toMatchObject({ token: 'secret-token', accept: 'text/event-stream' });
    expect(live.events).toEqual([
      { type: 'ready' },
      { type: 'appointment', shopId: 1, id: 7, appointDay: '2026-11-24', operType: 'H5_ADD' },
    ]);
    expect(live.statuses).toEqual(['connecting', 'live']);
  });

  it('reconnects after a drop, backing off after failures, and is live again with a fresh ready', async () => {
    const server = fakeServer();
    server.replies.push('stream', 'network', 'network', 'network', 'stream');
    const live = watch(server);
    await until(() => server.streams.length === 1);
    server.streams[0].send(READY);
    await until(() => live.statuses.includes('live'));
    server.streams[0].end();
    await until(() => server.streams.length === 2);
    server.streams[1].send(READY);
    await until(() => live.events.filter((e) => e.type === 'ready').length === 2);
    live.stop();
    expect(server.requests).toHaveLength(5);
    // The server's retry hint (3 s) is the first wait; each failure doubles it.
    expect(live.delays).toEqual([3_000, 6_000, 12_000, 24_000]);
    // Each attempt says 'connecting'; the waits between say 'connecting' until the third failure in a row.
    expect(live.statuses).toEqual([
      'connecting',
      'live',
      ...['connecting', 'connecting'],
      ...['connecting', 'connecting'],
      ...['connecting', 'connecting'],
      ...['offline', 'connecting'],
      'live',
    ]);
  });

  it('stops for good on the 401 envelope', async () => {
    const server = fakeServer();
    server.replies.push('unauthorized', 'stream');
    const live = watch(server);
    await until(() => live.statuses.at(-1) === 'offline');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.requests).toHaveLength(1);
    expect(live.statuses).toEqual(['connecting', 'offline']);
    live.stop();
  });

  it('reopens a stream that went silent (no heartbeat), as after a network drop without a close', async () => {
    const server = fakeServer();
    server.replies.push('stream', 'stream');
    const live = watch(server, { staleAfterMs: 40 });
    await until(() => server.streams.length === 1);
    server.streams[0].send(READY);
    await until(() => server.streams.length === 2);
    server.streams[1].send(READY);
    await until(() => live.events.length === 2);
    live.stop();
    expect(live.statuses).toEqual(['connecting', 'live', 'connecting', 'connecting', 'live']);
  });

  it('closes the stream and fetches nothing more once stopped', async () => {
    const server = fakeServer();
    server.replies.push('stream', 'stream');
    const live = watch(server);
    await until(() => server.streams.length === 1);
    server.streams[0].send(READY);
    await until(() => live.statuses.includes('live'));
    live.stop();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.requests).toHaveLength(1);
    expect(live.statuses).toEqual(['connecting', 'live']);
  });
});
