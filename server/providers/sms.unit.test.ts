import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpSms } from './sms';

type TRequest = { headers: IncomingHttpHeaders; body: unknown };

describe('httpSms', () => {
  const seen: TRequest[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ headers: req.headers, body: JSON.parse(body) });
      res.writeHead(status).end();
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts the text with the bearer token, and the message's key as its Idempotency-Key", async () => {
    const sms = httpSms({ provider: 'http', url, token: 'tok' });
    await sms.send({ to: '+393051583630', text: 'See you at 10:00', key: 'appointment-sms:7' });
    await sms.send({ to: '+393051583630', text: 'A code' });

    expect(seen.map((r) => r.body)).toEqual([
      { to: '+393051583630', text: 'See you at 10:00' },
      { to: '+393051583630', text: 'A code' },
    ]);
    expect(seen[0].headers).toMatchObject({ authorization: 'Bearer tok', 'idempotency-key': 'appointment-sms:7' });
    expect(seen[1].headers['idempotency-key']).toBeUndefined();
  });

  it('fails on an answer other than 2xx, naming the status', async () => {
    status = 503;
    await expect(httpSms({ provider: 'http', url }).send({ to: '+1', text: 'x' })).rejects.toThrow(
      'SMS gateway answered HTTP 503',
    );
  });
});
