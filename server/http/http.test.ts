import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../contract/errors';
import type { TLanguage } from '../../contract/languages';
import { LIVE_EVENTS_PATH } from '../../contract/live-events';
import { buildApp } from '../app';
import { ALL_CALLS } from '../calls';
import type { TDb } from '../db/client';
import { idempotencyKeys } from '../db/schema/system';
import { buildAccount, buildOwner, buildShop } from '../test/factories';
import { useTestApp } from '../test/fixture';
import { altchaProof, countOutbox, freshIp, freshPhone, markDeparted } from '../test/helpers';

const t = useTestApp({ SESSION_IDLE_HOURS: '12', SESSION_ABSOLUTE_DAYS: '2', APP_VERSION: '9.8.7' });

const HOUR = 3_600_000;
const MINUTE = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A raw request, for what `t.call` always sets (the language header, a JSON body). */
async function inject(options: InjectOptions) {
  const res = await t.app.inject(options);
  return { status: res.statusCode, headers: res.headers, text: res.body, json: () => res.json() };
}

const shopQuery = (token?: string) => t.call('shop/query', {}, { token });

/** Logs in through the API, as the web does. */
async function loginToken(account: { account: string; password: string }) {
  const { body } = await t.call(
    'h5/login',
    { account: account.account, password: account.password },
    { ip: freshIp() },
  );
  return (body.data as { token: string }).token;
}

describe('the language of msg', () => {
  const expired: Record<TLanguage, string> = {
    'zh-CN': '登录已过期，请重新登录',
    'it-IT': 'Accesso scaduto, effettua di nuovo l’accesso',
    en: 'Login expired, please login again',
    es: 'La sesión ha caducado, inicie sesión de nuevo',
    fr: 'Connexion expirée, veuillez vous reconnecter',
  };

  it.each(Object.entries(expired))('follows the language header %s', async (language, msg) => {
    const { body } = await t.call('shop/query', {}, { language: language as TLanguage });
    expect(body).toEqual({ code: 401, msg, errorKey: 'SESSION_EXPIRED' });
  });

  it.each([
    ['an unknown language', { language: 'de-DE' }, 'it-IT'],
    ['no language header', {}, 'it-IT'],
    ['a regional English', { language: 'en-GB' }, 'en'],
    ['a lower-case Chinese', { language: 'zh-cn' }, 'zh-CN'],
    ['a Canadian French', { language: 'fr-CA' }, 'fr'],
  ] as const)('answers %s in %s', async (_case, headers, language) => {
    const res = await inject({
      method: 'POST',
      url: '/api/app/h5/getSignupPhoneMsg',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { phone: '' },
    });
    expect(res.json()).toMatchObject({
      errorKey: 'PHONE_REQUIRED_FOR_CODE',
      msg: ERRORS.PHONE_REQUIRED_FOR_CODE[language],
    });
  });

  it('fills the placeholders of a message in every language', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    await t.call('h5/getSignupPhoneMsg', { phone, ...(await altchaProof(t)) }, { ip });
    t.clock.advance(10_000);
    const texts: string[] = [];
    for (const language of ['zh-CN', 'it-IT', 'en', 'es', 'fr'] as const) {
      texts.push(
        (await t.call('h5/getSignupPhoneMsg', { phone, ...(await altchaProof(t)) }, { ip, language })).body.msg,
      );
    }
    expect(texts).toEqual([
      '请 50 秒后再发送',
      'Attendi 50 secondi prima di inviare di nuovo',
      'Please wait 50 seconds before sending again',
      'Espere 50 segundos antes de volver a enviar',
      'Veuillez attendre 50 secondes avant de renvoyer',
    ]);
  });
});

describe('sessions: code 401', () => {
  const expectExpired = async (token: string | undefined) => {
    const { status, body } = await shopQuery(token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED', msg: 'Login expired, please login again' });
    expect(body.data).toBeUndefined();
  };

  it('answers every non-public call without a token with 401', async () => {
    const guarded = ALL_CALLS.filter((c) => c.access !== 'public');
    expect(guarded.length).toBeGreaterThan(5);
    for (const call of guarded) {
      const { body } = await t.call(call.path, {});
      expect({ path: call.path, code: body.code, errorKey: body.errorKey }).toEqual({
        path: call.path,
        code: 401,
        errorKey: 'SESSION_EXPIRED',
      });
    }
  });

  it("answers 401 for the token 'null', an unknown token and an oversized one", async () => {
    await expectExpired('null');
    await expectExpired('not-a-real-token-at-all-0123456789abcdefghij');
    await expectExpired('x'.repeat(201));
  });

  it('answers 401 for a token revoked by logout', async () => {
    const owner = await buildAccount(t);
    const token = await loginToken(owner);
    expect((await shopQuery(token)).body.code).toBe(0);
    await t.call('h5/logout', {}, { token });
    await expectExpired(token);
  });

  it('keeps a session open while it is used, and closes it after 12 idle hours', async () => {
    const owner = await buildOwner(t);
    t.clock.advance(12 * HOUR - MINUTE);
    expect((await shopQuery(owner.token)).body.code).toBe(0);
    t.clock.advance(12 * HOUR - MINUTE);
    expect((await shopQuery(owner.token)).body.code).toBe(0);
    t.clock.advance(12 * HOUR);
    await expectExpired(owner.token);
  });

  it('closes a session 2 days (SESSION_ABSOLUTE_DAYS) after login, however busy', async () => {
    const owner = await buildOwner(t);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(11 * HOUR);
      expect((await shopQuery(owner.token)).body.code).toBe(0);
    }
    t.clock.advance(4 * HOUR - 1);
    expect((await shopQuery(owner.token)).body.code).toBe(0);
    t.clock.advance(1);
    await expectExpired(owner.token);
  });

  it('answers 401 for every session of an account that departed', async () => {
    const owner = await buildOwner(t);
    const staff = await buildOwner(t, { shopId: owner.shopId, accountType: 0 });
    await markDeparted(t.deps.db, staff, t.clock.now());
    await expectExpired(staff.token);
    expect((await shopQuery(owner.token)).body.code).toBe(0);
  });
});

describe('transport errors', () => {
  it('answers bad JSON with HTTP 400 and an envelope', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/app/h5/login',
      headers: { 'content-type': 'application/json', language: 'es' },
      payload: '{"account": "demo", ',
    });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, errorKey: 'CHECK_INPUT', msg: ERRORS.CHECK_INPUT.es });
  });

  it('answers a body over 1 MB with HTTP 413 and an envelope', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/app/h5/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'a'.repeat(1_100_000), password: 'x' }),
    });
    expect(res.status).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, errorKey: 'CHECK_INPUT' });
  });

  it('answers a JSON body that is not an object with CHECK_INPUT', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/app/h5/getShopTypeList',
      headers: { 'content-type': 'application/json', language: 'en' },
      payload: '[1, 2]',
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ code: ERRORS.CHECK_INPUT.code, errorKey: 'CHECK_INPUT' });
  });

  it('answers an unknown /api path, or a call with GET, with a 404 envelope', async () => {
    for (const options of [
      { method: 'POST', url: '/api/app/shop/explode' },
      { method: 'GET', url: '/api/nothing/here' },
      { method: 'GET', url: '/api/app/shop/query' },
    ] as const) {
      const res = await inject({ ...options, headers: { language: 'fr' } });
      expect(res.status).toBe(404);
      expect(res.json()).toEqual({ code: 404, errorKey: 'NOT_FOUND', msg: ERRORS.NOT_FOUND.fr });
    }
  });
});

describe('GET /api/health', () => {
  it('answers ok with the database reachable and the version', async () => {
    const res = await inject({ method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: true, version: '9.8.7' });
  });
});

describe('GET /api/docs', () => {
  it('lists every call of the API in the OpenAPI document', async () => {
    const res = await inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    const doc = res.json() as { openapi: string; info: { version: string }; paths: Record<string, { post: unknown }> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe('9.8.7');
    // Every defined call, and the multipart upload beside them.
    const documented = [...ALL_CALLS.map((c) => `/api/app/${c.path}`), '/api/app/file/imgUpload'];
    expect(Object.keys(doc.paths).sort()).toEqual(documented.sort());
    const signup = doc.paths['/api/app/h5/signup'].post as { security: unknown[]; requestBody: unknown };
    expect(signup.security).toEqual([]);
    expect(JSON.stringify(signup.requestBody)).toContain('agreeTerms');
    expect((doc.paths['/api/app/shop/update'].post as { security: unknown[] }).security).toEqual([{ token: [] }]);
  });

  it('serves a readable HTML page naming every call', async () => {
    const res = await inject({ method: 'GET', url: '/api/docs' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toMatch(/^<!doctype html>/i);
    for (const call of ALL_CALLS) expect(res.text).toContain(`POST /api/app/${call.path}<`);
    expect(res.text).not.toMatch(/<script/i);
  });
});

describe('security headers', () => {
  it.each([
    ['a call', { method: 'POST', url: '/api/app/h5/getShopTypeList', payload: {} }],
    ['the docs page', { method: 'GET', url: '/api/docs' }],
    ['a 404', { method: 'GET', url: '/api/none' }],
  ] as const)('are on %s, with a strict content security policy', async (_case, options) => {
    const { headers } = await inject(options);
    const csp = String(headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives['default-src']).toBe("'self'");
    expect(directives['script-src']).toBe("'self'");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['base-uri']).toBe("'self'");
    // The page may call the cash machine's service on the workstation, and nothing else outside (ADR 032).
    expect(directives['connect-src']).toBe("'self' http://127.0.0.1:* http://localhost:*");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  });
});

describe('nonce idempotency', () => {
  const save = (token: string, nonce: string, body: Record<string, unknown>) =>
    t.call(
      'shop/update',
      { shopName: 'Salone Nonce', area: 'Roma', address: 'Via Appia 1', ...body },
      { token, nonce },
    );

  it('keeps no nonce for calls without a session: a repeated code request meets the resend wait', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    const first = await t.call('h5/getSignupPhoneMsg', { phone, ...(await altchaProof(t)) }, { ip, nonce: 'aa11' });
    const again = await t.call('h5/getSignupPhoneMsg', { phone, ...(await altchaProof(t)) }, { ip, nonce: 'aa11' });
    expect(first.body.code).toBe(0);
    expect(again.body.errorKey).toBe('CODE_RESEND_WAIT');
    expect(await countOutbox(t.deps.db, `+39${phone}`)).toBe(1);
    expect(await t.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.nonce, 'aa11'))).toEqual([]);
  });

  it('never stores an answer that holds a session token', async () => {
    const hq = await buildOwner(t);
    const branch = await buildShop(t, { headquarterId: hq.shopId });
    await buildAccount(t, { shopId: branch.id, accountType: 1 });
    const nonce = 'switch-1';
    const first = await t.call('shop/switchBranchShop', { id: branch.id }, { token: hq.token, nonce });
    const again = await t.call('shop/switchBranchShop', { id: branch.id }, { token: hq.token, nonce });
    expect(first.body.code).toBe(0);
    expect(again.body.code).toBe(0);
    expect((again.body.data as { token: string }).token).not.toBe((first.body.data as { token: string }).token);
    expect(await t.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.nonce, nonce))).toEqual([]);
  });

  it('answers a repeated shop save with the first response and saves once', async () => {
    const owner = await buildOwner(t);
    const first = await save(owner.token, 'n-shop-1', { remark: 'once' });
    const again = await save(owner.token, 'n-shop-1', { remark: 'once' });
    expect(first.body).toMatchObject({ code: 0, data: { remark: 'once', version: 2 } });
    expect(again).toEqual(first);
    expect((await shopQuery(owner.token)).body.data).toMatchObject({ version: 2 });
  });

  it('refuses the same nonce with another body or on another call, and changes nothing', async () => {
    const owner = await buildOwner(t);
    await save(owner.token, 'n-shop-2', { remark: 'first' });
    const other = await save(owner.token, 'n-shop-2', { remark: 'second' });
    expect(other.body).toMatchObject({
      code: ERRORS.NONCE_REUSED.code,
      errorKey: 'NONCE_REUSED',
      field: 'nonce',
      msg: ERRORS.NONCE_REUSED.en,
    });
    const otherCall = await t.call('h5/logout', {}, { token: owner.token, nonce: 'n-shop-2' });
    expect(otherCall.body.errorKey).toBe('NONCE_REUSED');
    expect((await shopQuery(owner.token)).body.data).toMatchObject({ remark: 'first', version: 2 });
  });

  it('keeps nonces per account: another account may use the same one', async () => {
    const a = await buildOwner(t);
    const b = await buildOwner(t);
    expect((await save(a.token, 'shared-nonce', { remark: 'a' })).body.code).toBe(0);
    const forB = await save(b.token, 'shared-nonce', { remark: 'b' });
    expect(forB.body).toMatchObject({ code: 0, data: { id: b.shopId, remark: 'b' } });
  });

  it('leaves the nonce of a failed write free for the corrected retry', async () => {
    const owner = await buildOwner(t);
    const stale = await save(owner.token, 'n-shop-3', { remark: 'retry', version: 99 });
    expect(stale.body.errorKey).toBe('CONFLICT');
    const retry = await save(owner.token, 'n-shop-3', { remark: 'retry', version: 1 });
    expect(retry.body).toMatchObject({ code: 0, data: { remark: 'retry', version: 2 } });
  });

  it('does not replay reads', async () => {
    const owner = await buildOwner(t);
    const before = await t.call('shop/query', {}, { token: owner.token, nonce: 'read-1' });
    await save(owner.token, 'n-shop-4', { remark: 'changed' });
    const after = await t.call('shop/query', {}, { token: owner.token, nonce: 'read-1' });
    expect(before.body.data).toMatchObject({ remark: '' });
    expect(after.body.data).toMatchObject({ remark: 'changed' });
  });
});

describe('unexpected faults', () => {
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  /**
   * The same app on a database whose named methods fail, as a dropped connection would: the methods that answer a
   * promise reject, the query builders throw.
   */
  /** An app whose database throws on the given methods; 'session' is the driver's client under Drizzle. */
  async function appWithFailing(...methods: (keyof TDb | 'session')[]) {
    const error = () => new Error('connection terminated at /srv/secret/path.ts:12');
    const fail = (prop: keyof TDb | 'session') =>
      prop === 'session'
        ? // The driver's client under Drizzle, which the statements built once use (db/built-once.ts).
          { client: { query: () => Promise.reject(error()) } }
        : prop === 'execute' || prop === 'transaction'
          ? () => Promise.reject(error())
          : () => {
              throw error();
            };
    const db = new Proxy(t.deps.db, {
      get: (target, prop, receiver) =>
        methods.includes(prop as keyof TDb) ? fail(prop as keyof TDb) : Reflect.get(target, prop, receiver),
    });
    const app = await buildApp({ ...t.deps, db }, { logger: false });
    apps.push(app);
    return app;
  }

  const expectGeneric = (text: string, language: TLanguage, code = 500) => {
    const body = JSON.parse(text);
    expect(body).toEqual({
      code,
      errorKey: 'GENERIC',
      msg: ERRORS.GENERIC[language],
      requestId: expect.stringMatching(UUID),
    });
    expect(text).not.toMatch(/stack|secret|terminated|\.ts:/);
    return body.requestId as string;
  };

  it('answers a fault in a write with the generic message and a request id, never the stack', async () => {
    // A write's transaction starts from Drizzle's on PGlite and from the driver's pool on PostgreSQL.
    const app = await appWithFailing('transaction', 'session');
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/app/h5/login',
        headers: { 'content-type': 'application/json', language: 'zh-CN' },
        payload: { account: 'someone', password: 'secret123' },
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    const id1 = expectGeneric(first.body, 'zh-CN');
    const id2 = expectGeneric((await send()).body, 'zh-CN');
    expect(id1).not.toBe(id2);
  });

  it('answers a fault in a read the same way', async () => {
    const app = await appWithFailing('select');
    const res = await app.inject({
      method: 'POST',
      url: '/api/app/h5/getShopTypeList',
      headers: { 'content-type': 'application/json', language: 'fr' },
      payload: {},
    });
    expectGeneric(res.body, 'fr');
  });

  it('answers a fault outside the calls with HTTP 500 and the generic envelope', async () => {
    // The live stream reads the session before it answers (the ALTCHA challenge, once the example, reads nothing).
    const app = await appWithFailing('session');
    const res = await app.inject({
      method: 'GET',
      url: `/api/app/${LIVE_EVENTS_PATH}`,
      headers: { language: 'es', token: 'a'.repeat(43) },
    });
    expect(res.statusCode).toBe(500);
    expectGeneric(res.body, 'es');
  });

  it('reports the health as degraded when the database does not answer', async () => {
    const app = await appWithFailing('execute');
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', database: false, version: '9.8.7' });
  });
});
