import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { wholeAnswerZlib } from './whole-answer-zlib';

/** Streams an answer in chunks through a compressing stream, as @fastify/compress does, and answers its output. */
async function through(stream: NodeJS.ReadWriteStream, chunks: (string | Buffer)[]) {
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  await pipeline(Readable.from(chunks), stream);
  return Buffer.concat(out);
}

const answerOf = (points: number) =>
  JSON.stringify({
    code: 0,
    msg: 'success',
    data: { series: Array.from({ length: points }, (_, i) => ({ key: `k${i}`, income: i * 37, bills: i })) },
  });

describe('whole-answer compression', () => {
  it.each([
    ['a report of 2 KB, compressed on the event loop', 60],
    ['a board of 300 KB, compressed on the thread pool', 9000],
  ])('gzips %s into what gunzip reads back whole', async (_name, points) => {
    const answer = answerOf(points);
    const half = Math.floor(answer.length / 2);
    const gzipped = await through(wholeAnswerZlib.createGzip(), [
      answer.slice(0, half),
      Buffer.from(answer.slice(half)),
    ]);
    expect(gzipped.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(gzipped.length).toBeLessThan(answer.length / 2);
    expect(zlib.gunzipSync(gzipped).toString()).toBe(answer);
  });

  it('deflates an answer into what inflate reads back whole', async () => {
    const answer = answerOf(60);
    expect(zlib.inflateSync(await through(wholeAnswerZlib.createDeflate(), [answer])).toString()).toBe(answer);
  });

  it('compresses an empty answer into a valid empty stream', async () => {
    expect(zlib.gunzipSync(await through(wholeAnswerZlib.createGzip(), [])).toString()).toBe('');
  });
});
