import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { createSseParser, LIVE_EVENTS_PATH, parseLiveEvent, type TLiveEvent } from '../../contract/live-events';

/** Helpers of the fault tests: real server processes on 127.0.0.1, calls over HTTP, a live-events reader. */

const ROOT = resolve(import.meta.dirname, '../..');

export type TInstance = {
  name: string;
  base: string;
  child: ChildProcess;
  /** Everything the process wrote, line by line (pino JSON lines and the start-up banner). */
  lines: string[];
  isAlive: () => boolean;
  /** Log lines at error level or above (pino level 50+). */
  errorLines: () => string[];
  stop: () => Promise<void>;
};

/** A port free on 127.0.0.1 right now. */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** Starts `server/main.ts` in its own process on a free port against `databaseUrl`; resolves once it is listening. */
export async function startInstance(name: string, databaseUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '0',
      LOG_LEVEL: 'warn',
      JOBS_POLL_MS: '200',
      // Backups have their own tests (server/backup); these instances would write theirs into the project's folder.
      BACKUPS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let pending = '';
  const collect = (chunk: Buffer) => {
    const parts = (pending + chunk.toString()).split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const instance: TInstance = {
    name,
    base: `http://127.0.0.1:${port}`,
    child,
    lines,
    isAlive: () => child.exitCode === null && child.signalCode === null,
    errorLines: () =>
      lines.filter((line) => {
        try {
          return (JSON.parse(line) as { level?: number }).level! >= 50;
        } catch {
          return /Unhandled|Error:/.test(line);
        }
      }),
    stop: async () => {
      if (!instance.isAlive()) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000)]);
      if (instance.isAlive()) child.kill('SIGKILL');
    },
  };
  const deadline = Date.now() + 90_000;
  while (!lines.some((line) => line.includes('Salon Desk is running'))) {
    if (!instance.isAlive()) throw new Error(`${name} exited at start:\n${lines.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`${name} did not start:\n${lines.join('\n')}`);
    await sleep(100);
  }
  return instance;
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** An answer as the load counts it: the envelope's code and error key, or TRANSPORT when no answer came. */
export type TAnswer = { code: number; errorKey: string; data?: unknown; httpStatus: number };

/** POSTs a call to an instance, as the web does; a connection failure or a 15 s wait answers TRANSPORT. */
export async function callInstance(instance: TInstance, path: string, body: object, token?: string): Promise<TAnswer> {
  try {
    const res = await fetch(`${instance.base}/api/app/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en', ...(token ? { token } : {}) },
      body: JSON.stringify({ timestamp: Date.now(), ...body }),
      signal: AbortSignal.timeout(15_000),
    });
    const envelope = (await res.json()) as { code: number; errorKey?: string; data?: unknown };
    return {
      code: envelope.code,
      errorKey: envelope.code === 0 ? 'OK' : (envelope.errorKey ?? `CODE_${envelope.code}`),
      data: envelope.data,
      httpStatus: res.status,
    };
  } catch (err) {
    return { code: -1, errorKey: `TRANSPORT (${(err as Error).message})`, httpStatus: 0 };
  }
}

/** GET /api/health: its HTTP status and body, and how long it took. */
export async function healthOf(instance: TInstance) {
  const started = Date.now();
  const res = await fetch(`${instance.base}/api/health`, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: (await res.json()) as { status: string }, ms: Date.now() - started };
}

/** Counts answers by error key, and keeps the requests that were acknowledged. */
export function createTally() {
  const byKey = new Map<string, number>();
  return {
    byKey,
    add: (answer: TAnswer) => byKey.set(answer.errorKey, (byKey.get(answer.errorKey) ?? 0) + 1),
    total: () => [...byKey.values()].reduce((a, n) => a + n, 0),
    summary: () =>
      [...byKey.entries()]
        .sort()
        .map(([key, n]) => `${key} ${n}`)
        .join(', '),
  };
}

/**
 * A bounded load of one loop per instance: each step is `step(instance, n)`, with a short pause between steps,
 * until `stop()` or `maxSteps` per loop.
 */
export function startLoad(
  instances: TInstance[],
  step: (instance: TInstance, n: number) => Promise<void>,
  options: { pauseMs?: number; maxSteps?: number } = {},
) {
  let isStopped = false;
  let n = 0;
  const loops = instances.map(async (instance) => {
    for (let i = 0; i < (options.maxSteps ?? 2_000) && !isStopped; i++) {
      await step(instance, n++);
      await sleep(options.pauseMs ?? 20);
    }
  });
  return {
    stop: async () => {
      isStopped = true;
      await Promise.all(loops);
    },
  };
}

/** A live-events stream of an instance, read as the web's client reads it. */
export async function openLiveStream(instance: TInstance, token: string) {
  const events: TLiveEvent[] = [];
  const controller = new AbortController();
  const res = await fetch(`${instance.base}/api/app/${LIVE_EVENTS_PATH}`, {
    headers: { token },
    signal: controller.signal,
  });
  if (!res.body || !res.headers.get('content-type')?.includes('text/event-stream')) {
    throw new Error(`no event stream: ${res.status} ${await res.text()}`);
  }
  const parser = createSseParser({
    onMessage: (message) => {
      const event = message.event === 'ready' || message.event === 'resync' ? { type: message.event } : null;
      const parsed = event ?? parseLiveEvent(message.data);
      if (parsed) events.push(parsed as TLiveEvent);
    },
  });
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        parser.push(decoder.decode(chunk, { stream: true }));
      }
    } catch {
      // Aborted on close.
    }
  })();
  return {
    events,
    /** Resolves with the first event (from index `from` on) that matches, or rejects after `timeoutMs`. */
    waitFor: async (match: (event: TLiveEvent) => boolean, timeoutMs: number, from = 0) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.slice(from).find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching live event in ${timeoutMs} ms: ${JSON.stringify(events)}`);
        await sleep(50);
      }
    },
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
