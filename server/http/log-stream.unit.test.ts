import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logStreamFor, prettyLogLine } from './log-stream';

const sink = (isTTY: boolean) => {
  const lines: string[] = [];
  const out = Object.assign(
    new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    }),
    { isTTY },
  );
  return { out, lines };
};

const LINE = JSON.stringify({
  level: 30,
  time: Date.UTC(2026, 10, 26, 9, 5, 7),
  pid: 1,
  hostname: 'h',
  reqId: 'r',
  msg: 'POST /api/app/shop/query 200 4 ms',
  statusCode: 200,
  ms: 4,
});

describe('the log stream', () => {
  it('writes a request as one readable line on a terminal: time, level, message and its fields', () => {
    expect(prettyLogLine(`${LINE}\n`)).toBe(
      '09:05:07 INFO  POST /api/app/shop/query 200 4 ms {"statusCode":200,"ms":4}\n',
    );
  });

  it("puts an error's stack on its own lines", () => {
    const line = JSON.stringify({
      level: 50,
      time: 0,
      msg: 'unexpected fault',
      err: { message: 'x', stack: 'Error: x\n    at f' },
    });
    expect(prettyLogLine(line)).toBe('00:00:00 ERROR unexpected fault\nError: x\n    at f\n');
  });

  it("keeps pino's JSON when the output is not a terminal or JSON is asked for, and is readable when asked", () => {
    for (const [format, isTTY, isJson] of [
      ['auto', false, true],
      ['auto', true, false],
      ['json', true, true],
      ['pretty', false, false],
    ] as const) {
      const { out, lines } = sink(isTTY);
      logStreamFor(format, out).write(`${LINE}\n`);
      expect(lines[0].startsWith('{')).toBe(isJson);
    }
  });
});
