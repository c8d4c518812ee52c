import { get, type IncomingMessage } from 'node:http';
import { createSseParser, LIVE_EVENTS_PATH, parseLiveEvent, type TLiveEvent } from '../../contract/live-events';

/** One event as a Node client received it, with the moment it arrived (performance.now()). */
export type TReceived = { event: TLiveEvent; at: number };

export type TLiveStream = {
  /** Every event so far, oldest first. */
  received: TReceived[];
  /** The next event not yet taken that matches, waiting up to `timeoutMs`; rejects when none comes. */
  next: (match?: (event: TLiveEvent) => boolean, timeoutMs?: number) => Promise<TReceived>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

/**
 * A Node client of the live stream for the tests and the bench: opens `GET /api/app/events` with the token header
 * and resolves once the server said `ready` (its subscription is active), so nothing committed after is missed.
 */
export async function openLiveStream(baseUrl: string, token: string, timeoutMs = 10_000): Promise<TLiveStream> {
  // node:http on a connection of its own (no keep-alive agent), so closing the stream really closes its socket.
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = get(
      new URL(`/api/app/${LIVE_EVENTS_PATH}`, baseUrl),
      { agent: false, headers: { token, accept: 'text/event-stream' } },
      resolve,
    );
    request.on('error', reject);
  });
  if (!response.headers['content-type']?.startsWith('text/event-stream')) {
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    throw new Error(`the live stream was refused: ${response.statusCode} ${Buffer.concat(chunks).toString()}`);
  }
  const received: TReceived[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  const parser = createSseParser({
    onMessage: (message) => {
      const event = parseLiveEvent(message.data);
      if (!event) return;
      received.push({ event, at: performance.now() });
      for (const wake of [...waiters]) wake();
    },
  });

  let isEnded = false;
  let resolveEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    resolveEnded = resolve;
  });
  const finishStream = () => {
    if (isEnded) return;
    isEnded = true;
    resolveEnded();
    for (const wake of [...waiters]) wake();
  };
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => parser.push(chunk));
  response.on('end', finishStream);
  response.on('close', finishStream);
  response.on('error', finishStream);

  const next = (match: (event: TLiveEvent) => boolean = () => true, wait = timeoutMs) =>
    new Promise<TReceived>((resolve, reject) => {
      const check = () => {
        for (let i = taken; i < received.length; i++) {
          if (!match(received[i].event)) continue;
          taken = i + 1;
          finish();
          resolve(received[i]);
          return;
        }
        if (isEnded) {
          finish();
          reject(new Error('the live stream ended'));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no matching live event within ${wait} ms`));
      }, wait);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  const stream: TLiveStream = { received, next, ended, close: () => response.destroy() };
  await next((event) => event.type === 'ready', timeoutMs).catch((err) => {
    response.destroy();
    throw err;
  });
  return stream;
}
