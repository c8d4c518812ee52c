import { Transform } from 'node:stream';
import zlib from 'node:zlib';

/** Above this size an answer is compressed on zlib's thread pool, so a big board never holds the event loop. */
const ON_LOOP_MAX_BYTES = 32 * 1024;

/**
 * A compressing stream for @fastify/compress that gathers the whole answer and compresses it in one call when it
 * ends: a JSON answer is one string already, and zlib's own stream costs a thread-pool hop and a write per chunk, which
 * on a report of 2 KB was more than the compression itself. Small answers are compressed on the event loop (about
 * 0.1 ms for 2 KB), larger ones on the thread pool.
 */
function wholeAnswer(
  onLoop: (input: Buffer) => Buffer,
  offLoop: (input: Buffer, done: (err: Error | null, output: Buffer) => void) => void,
) {
  return () => {
    const parts: Buffer[] = [];
    return new Transform({
      transform(chunk: Buffer | string, _encoding, next) {
        parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        next();
      },
      flush(done) {
        const input = parts.length === 1 ? parts[0] : Buffer.concat(parts);
        if (input.length <= ON_LOOP_MAX_BYTES) done(null, onLoop(input));
        else offLoop(input, done);
      },
    });
  };
}

/** The `zlib` option of @fastify/compress: gzip and deflate of whole answers. */
export const wholeAnswerZlib = {
  createGzip: wholeAnswer(
    (input) => zlib.gzipSync(input),
    (input, done) => zlib.gzip(input, done),
  ),
  createDeflate: wholeAnswer(
    (input) => zlib.deflateSync(input),
    (input, done) => zlib.deflate(input, done),
  ),
};
