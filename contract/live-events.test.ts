import { describe, expect, it } from 'vitest';
import { createSseParser, parseLiveEvent, type TSseMessage } from './live-events';

function parse(chunks: string[]) {
  const messages: TSseMessage[] = [];
  const retries: number[] = [];
  const comments: string[] = [];
  const parser = createSseParser({
    onMessage: (m) => messages.push(m),
    onRetry: (ms) => retries.push(ms),
    onComment: (text) => comments.push(text),
  });
  for (const chunk of chunks) parser.push(chunk);
  return { messages, retries, comments, lastEventId: parser.lastEventId() };
}

describe('the Server-Sent Events parser', () => {
  it('reads what the server writes: retry, ids, event names, data and heartbeat comments', () => {
    const text =
      'retry: 3000\n\nid: 1\nevent: ready\ndata: {"type":"ready"}\n\n: ping\n\nid: 2\nevent: appointment\ndata: {"id":5}\n\n';
    const { messages, retries, comments, lastEventId } = parse([text]);
    expect(retries).toEqual([3000]);
    expect(comments).toEqual(['ping']);
    expect(messages).toEqual([
      { event: 'ready', data: '{"type":"ready"}', id: '1' },
      { event: 'appointment', data: '{"id":5}', id: '2' },
    ]);
    expect(lastEventId).toBe('2');
  });

  it('gives the same messages however the bytes are split, even inside a CRLF', () => {
    const text = 'id: 7\r\nevent: appointment\r\ndata: {"a":1}\r\n\r\ndata: x\r\n\r\n';
    const whole = parse([text]).messages;
    for (let cut = 1; cut < text.length; cut++) {
      expect(parse([text.slice(0, cut), text.slice(cut)]).messages).toEqual(whole);
    }
    expect(parse(text.split('')).messages).toEqual(whole);
    expect(whole).toEqual([
      { event: 'appointment', data: '{"a":1}', id: '7' },
      { event: 'message', data: 'x', id: '7' },
    ]);
  });

  it('joins data lines, accepts CR line ends, a BOM and fields without a space or a value', () => {
    const { messages } = parse(['\uFEFFdata:one\rdata\rdata: two\r\revent:named\ndata: 3\n\n']);
    expect(messages).toEqual([
      { event: 'message', data: 'one\n\ntwo', id: '' },
      { event: 'named', data: '3', id: '' },
    ]);
  });

  it('dispatches nothing for a message without data, or one cut off before its blank line', () => {
    expect(parse(['event: lonely\n\n']).messages).toEqual([]);
    expect(parse(['data: half']).messages).toEqual([]);
    expect(parse(['retry: soon\n\n']).retries).toEqual([]);
  });
});

describe('parseLiveEvent', () => {
  it('reads the events the stream sends and drops anything unknown', () => {
    expect(parseLiveEvent('{"type":"ready"}')).toEqual({ type: 'ready' });
    expect(parseLiveEvent('{"type":"resync"}')).toEqual({ type: 'resync' });
    const change = { type: 'appointment', shopId: 1, id: 2, appointDay: '2026-11-24', operType: 'H5_DRAG' };
    expect(parseLiveEvent(JSON.stringify({ ...change, fromDay: '2026-11-23' }))).toEqual({
      ...change,
      fromDay: '2026-11-23',
    });
    expect(parseLiveEvent(JSON.stringify({ ...change, customName: 'Anna' }))).toEqual(change);
    expect(parseLiveEvent(JSON.stringify({ ...change, fromDay: 5 }))).toBeNull();
    expect(parseLiveEvent(JSON.stringify({ ...change, shopId: 1.5 }))).toBeNull();
    expect(parseLiveEvent('null')).toBeNull();
    expect(parseLiveEvent('{"type":"bill","id":1}')).toBeNull();
    expect(parseLiveEvent('{"type":"appointment","id":"x"}')).toBeNull();
    expect(parseLiveEvent('not json')).toBeNull();
  });
});

describe('the inventory live event', () => {
  it('is read with its shop and item ids, and refused without them', () => {
    expect(parseLiveEvent('{"type":"inventory","shopId":3,"id":9}')).toEqual({ type: 'inventory', shopId: 3, id: 9 });
    expect(parseLiveEvent('{"type":"inventory","shopId":3}')).toBeNull();
    expect(parseLiveEvent('{"type":"inventory","shopId":"3","id":9}')).toBeNull();
  });
});
