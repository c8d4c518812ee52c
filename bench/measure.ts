// The bench's ways of timing a call: autocannon load that counts what went wrong instead of stopping at it, and
// sequential requests timed one at a time, with their median and p99.
import { cpus } from 'node:os';
import autocannon from 'autocannon';

/**
 * A load figure: requests per second and p99 latency in ms; `busyCores`, where measured, the machine's cores busy
 * meanwhile (every process: the load, the app and its database).
 */
export type TLoad = { rps: number; p99: number; busyCores?: number };
/** A load figure with what went wrong in it: timed-out requests, socket errors, non-2xx and non-success answers. */
export type TCountedLoad = TLoad & { timeouts: number; errors: number; non2xx: number; failures: number };

/** A success envelope; a list's extra fields (bill/queryBillList's totals and rows) come before its code. */
export const isSuccess = (body: string) =>
  body.startsWith('{"code":0,') || (body.startsWith('{"') && body.includes(',"code":0,"msg":"success","page":{'));

/** Seconds autocannon waits for an answer before it counts a timeout and resets the connection (its default). */
export const LOAD_TIMEOUT_S = 10;

/**
 * Loads one POST endpoint with `connections` connections for a warm-up second and then `seconds` seconds, each body
 * from `bodyOf`, and counts every answer that is not a success envelope, every timeout and every socket error. With
 * `tolerate` unset anything counted throws; set, the counts are the figure's to print (the embedded database's
 * 20-connection board, whose goal is 0 timeouts).
 */
export async function loadCounted(
  url: string,
  headers: Record<string, string>,
  bodyOf: () => string,
  options: { connections: number; seconds: number; tolerate?: boolean },
): Promise<TCountedLoad> {
  let failures = 0;
  let firstFailure = '';
  const run = (duration: number) =>
    autocannon({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      connections: options.connections,
      duration,
      timeout: LOAD_TIMEOUT_S,
      requests: [
        {
          setupRequest: (request) => ({ ...request, body: bodyOf() }),
          onResponse: (_status, body) => {
            if (isSuccess(body)) return;
            failures++;
            firstFailure ||= body.slice(0, 300);
          },
        },
      ],
    });
  await run(1);
  // Answers still queued from the warm-up (PGlite serves one query at a time) would eat into the measured seconds:
  // one request sent now is answered only after them.
  await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: bodyOf() });
  failures = 0;
  const busyCores = busyCoresFrom();
  const result = await run(options.seconds);
  const counted = {
    rps: result.requests.average,
    p99: result.latency.p99,
    busyCores: busyCores(),
    timeouts: result.timeouts,
    errors: result.errors,
    non2xx: result.non2xx,
    failures,
  };
  if (!options.tolerate && (counted.timeouts || counted.errors || counted.non2xx || counted.failures)) {
    throw new Error(
      `${url}: ${counted.timeouts} timeouts, ${counted.errors} errors, ${counted.non2xx} non-2xx, ${failures} failed (${firstFailure})`,
    );
  }
  return counted;
}

/** CPU time the whole machine has spent so far, in ms: user, nice, system and interrupt time of every core. */
const machineBusyMs = () => cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);

/** Starts counting; the function answers the machine's mean busy cores since (its CPU time over the wall time). */
export function busyCoresFrom(): () => number {
  const [wall, busy] = [performance.now(), machineBusyMs()];
  return () => (machineBusyMs() - busy) / (performance.now() - wall);
}

/** Latencies of sequential requests in ms: their median and p99. */
export type TLatency = { median: number; p99: number };

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export function latencyOf(values: number[]): TLatency {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: median(sorted), p99: sorted[Math.ceil(sorted.length * 0.99) - 1] };
}

/**
 * Times `count` calls of `timed`, one at a time, after `warmup` untimed ones; `between` runs untimed before each
 * (a write that makes the next read rebuild).
 */
export async function sequential(
  timed: () => Promise<unknown>,
  { count, warmup, between }: { count: number; warmup: number; between?: () => Promise<unknown> },
): Promise<TLatency> {
  const times: number[] = [];
  for (let i = 0; i < warmup + count; i++) {
    await between?.();
    const started = performance.now();
    await timed();
    if (i >= warmup) times.push(performance.now() - started);
  }
  return latencyOf(times);
}

/**
 * Several figures timed in turn, one request at a time (a, b, a, b…), so that whatever else the machine does in the
 * meantime weighs on each of them alike; answers each one's latency.
 */
export async function alternating(
  timeds: (() => Promise<unknown>)[],
  { count, warmup }: { count: number; warmup: number },
): Promise<TLatency[]> {
  const times: number[][] = timeds.map(() => []);
  for (let i = 0; i < warmup + count; i++) {
    for (const [k, timed] of timeds.entries()) {
      const started = performance.now();
      await timed();
      if (i >= warmup) times[k].push(performance.now() - started);
    }
  }
  return times.map(latencyOf);
}
