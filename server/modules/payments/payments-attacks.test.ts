import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../contract/languages';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { signedNotice, signPayLink } from '../../providers/payment-sandbox';
import { withPaymentSecret } from '../../providers/payment-secret';
import { buildProviders } from '../../providers/providers';
import { useTestApp } from '../../test/fixture';
import { freshIp } from '../../test/helpers';
import { PAY_PAGE_PER_MINUTE } from './payments.routes';
import {
  buyer,
  noticeFor,
  orderOf,
  orderRow,
  payPage,
  postNotice,
  shopOf,
  useInjectedWallet,
  walletPaymentOf,
} from './payments.test-kit';

/** Issue 16 (ADR 019): the sandbox wallet's pay page and notifications against someone who wants a plan for free. */
const t = useTestApp();
beforeAll(() => {
  useInjectedWallet(t);
});

/** The secret that used to be in the source, with which forged notices were accepted. */
const OLD_DEFAULT_SECRET = 'sandbox-secret-change-me';

/** A shop with 1,000 SMS on the trial, and an unpaid order for an SMS pack and one for the yearly plan. */
async function victim() {
  const caller = await buyer(t, { msgNums: 1000 });
  const sms = await orderOf(t, caller.token, { kind: 'sms', smsPackId: 3 });
  const plan = await orderOf(t, caller.token, { kind: 'plan', goodsType: 'yearly' });
  const before = await shopOf(t, caller.token);
  const expectUnchanged = async () => {
    const after = await shopOf(t, caller.token);
    expect(after.msgNums).toBe(1000);
    expect(after.goodsType).toBe(before.goodsType);
    expect(after.expireTime).toBe(before.expireTime);
    for (const order of [sms, plan]) {
      expect((await orderRow(t, order.orderNo)).status).toBe('unpaid');
      expect(await walletPaymentOf(t, order.orderNo)).toBeUndefined();
    }
  };
  return { caller, sms, plan, expectUnchanged };
}

/** The order's link with its query changed. */
function withQuery(link: string, change: Record<string, string | null>) {
  const url = new URL(link);
  for (const [key, value] of Object.entries(change)) {
    if (value === null) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  return `${url.pathname}${url.search}`;
}

describe('the pay page takes only the signed link sandbox/toPay issued', () => {
  it('refuses the old attack: POST with notify=1 and the order number alone raises neither SMS nor plan', async () => {
    const { sms, plan, expectUnchanged } = await victim();
    for (const order of [sms, plan]) {
      const page = await payPage(t, order.orderNo, { method: 'POST', form: 'notify=1' });
      expect(page.status).toBe(403);
      expect(page.html).toContain('This payment link is not valid.');
      expect(page.html).not.toContain('<form');
    }
    await expectUnchanged();
  });

  it('refuses an unsigned, a forged and an altered link on GET and POST', async () => {
    const { sms, plan, expectUnchanged } = await victim();
    const exp = new URL(sms.qrContent).searchParams.get('exp') as string;
    const links = [
      withQuery(sms.qrContent, { sig: null }),
      withQuery(sms.qrContent, { exp: null }),
      withQuery(sms.qrContent, { sig: signPayLink(OLD_DEFAULT_SECRET, sms.orderNo, Number(exp)) }),
      withQuery(sms.qrContent, { exp: String(Number(exp) + 86_400) }),
      // The plan order's signature does not open the SMS order.
      withQuery(sms.qrContent, { sig: new URL(plan.qrContent).searchParams.get('sig') }),
      withQuery(sms.qrContent, { sig: 'f'.repeat(64) }),
    ];
    for (const link of links) {
      for (const method of ['GET', 'POST'] as const) {
        const page = await payPage(t, link, { method, form: 'notify=1' });
        expect(page.status, `${method} ${link}`).toBe(403);
        expect(page.html).not.toContain('<form');
      }
    }
    await expectUnchanged();
  });

  it('refuses a correctly signed link past its expiry while the order is still payable', async () => {
    const { sms, expectUnchanged } = await victim();
    const past = Math.floor(t.clock.now().getTime() / 1000) - 1;
    const link = withQuery(sms.qrContent, {
      exp: String(past),
      sig: signPayLink(t.deps.config.payment.secret, sms.orderNo, past),
    });
    for (const method of ['GET', 'POST'] as const) {
      const page = await payPage(t, link, { method, form: 'notify=1' });
      expect(page.status).toBe(410);
      expect(page.html).toContain('This payment link has expired.');
    }
    await expectUnchanged();
  });

  it('tells a refused link in the five languages', async () => {
    const { sms } = await victim();
    const texts = new Set<string>();
    for (const lang of LANGUAGES) {
      const page = await payPage(t, sms.orderNo, { lang });
      expect(page.html).toContain(`<html lang="${lang}">`);
      texts.add(/<p style="[^"]*line-height[^"]*">([^<]*)<\/p>/.exec(page.html)?.[1] ?? '');
    }
    expect(texts.size).toBe(LANGUAGES.length);
  });

  it('spends the link once the order is paid: the form is gone and a second post pays nothing more', async () => {
    const caller = await buyer(t, { msgNums: 0 });
    const order = await orderOf(t, caller.token, { kind: 'sms', smsPackId: 1 });
    expect((await payPage(t, order.qrContent, { method: 'POST', form: 'notify=1' })).html).toContain(
      'Payment successful',
    );
    const again = await payPage(t, order.qrContent, { method: 'POST', form: 'notify=1' });
    expect(again.html).toContain('This order has already been paid.');
    expect(again.html).not.toContain('<form');
    expect((await shopOf(t, caller.token)).msgNums).toBe(100);
  });
});

describe('the pay page refuses a cross-origin form post', () => {
  it('refuses a POST whose Origin is another site (or null) and takes one from its own origin', async () => {
    const { sms, expectUnchanged } = await victim();
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:9999']) {
      const page = await payPage(t, sms.qrContent, { method: 'POST', form: 'notify=1', headers: { origin } });
      expect(page.status, origin).toBe(403);
      expect(page.html).toContain('A payment can only be made from the wallet’s own pay page.');
    }
    const crossSite = await payPage(t, sms.qrContent, {
      method: 'POST',
      form: 'notify=1',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    await expectUnchanged();

    const own = new URL(t.deps.config.publicUrl).origin;
    const page = await payPage(t, sms.qrContent, { method: 'POST', form: 'notify=1', headers: { origin: own } });
    expect(page.html).toContain('Payment successful');
  });

  it('asks the browser to send its own origin with the form post (no-referrer would make it `null`)', async () => {
    const { sms } = await victim();
    const page = await payPage(t, sms.qrContent);
    expect(page.status).toBe(200);
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });

  it('takes a POST from the origin the request was addressed to', async () => {
    const caller = await buyer(t);
    const order = await orderOf(t, caller.token, { kind: 'sms', smsPackId: 1 });
    const page = await payPage(t, order.qrContent, {
      method: 'POST',
      form: 'notify=1',
      headers: { host: 'salon.example:8443', origin: 'http://salon.example:8443' },
    });
    expect(page.html).toContain('Payment successful');
  });
});

describe('the pay page is throttled per client address', () => {
  it(`answers 429 RATE_LIMITED past ${PAY_PAGE_PER_MINUTE} requests a minute from one address, not to others`, async () => {
    const { sms } = await victim();
    const ip = freshIp();
    for (let i = 0; i < PAY_PAGE_PER_MINUTE; i += 1) {
      expect((await payPage(t, sms.orderNo, { ip })).status).toBe(403);
    }
    const refused = await payPage(t, sms.qrContent, { ip });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.html)).toMatchObject({ code: 429, errorKey: 'RATE_LIMITED' });
    expect((await payPage(t, sms.qrContent, { ip: freshIp() })).status).toBe(200);
  });
});

describe('notifications', () => {
  it('refuses a notice signed with the old default secret and changes nothing', async () => {
    const { sms, plan, expectUnchanged } = await victim();
    for (const order of [sms, plan]) {
      const answer = await postNotice(t, noticeFor(t, order), { secret: OLD_DEFAULT_SECRET });
      expect(answer).toMatchObject({ status: 400 });
      expect(answer.text).toContain('rejected: signature');
    }
    await expectUnchanged();
  });
});

describe('the payment secret', () => {
  it('is generated on the first start, kept in the database and reused by the next start', async () => {
    const secret = t.deps.config.payment.secret;
    expect(secret).toMatch(/^[\w-]{43}$/);
    const env = { LOG_LEVEL: 'silent', DEMO: '0', PAYMENT_PROVIDER: 'sandbox' };
    expect(loadConfig(env).payment.secret).toBe('');
    const restarted = await withPaymentSecret(loadConfig(env), t.deps.db);
    expect(restarted.payment.secret).toBe(secret);

    // A second app on the same database verifies what the first one's wallet signs.
    const second = await buildApp(
      { ...t.deps, config: restarted, providers: buildProviders(restarted, t.deps.db, { info: () => {} }) },
      { logger: false },
    );
    try {
      const caller = await buyer(t, { msgNums: 0 });
      const order = await orderOf(t, caller.token, { kind: 'sms', smsPackId: 1 });
      const { body, headers } = signedNotice(secret, noticeFor(t, order));
      const res = await second.inject({ method: 'POST', url: '/api/pay/sandbox/notify', headers, payload: body });
      expect(res.body).toBe('SUCCESS');
      expect((await shopOf(t, caller.token)).msgNums).toBe(100);
    } finally {
      await second.close();
    }
  });

  it('is taken from PAYMENT_SECRET when set, which must not be short', async () => {
    const given = 'x'.repeat(40);
    const config = loadConfig({ DEMO: '0', PAYMENT_PROVIDER: 'sandbox', PAYMENT_SECRET: given });
    expect((await withPaymentSecret(config, t.deps.db)).payment.secret).toBe(given);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'sandbox', PAYMENT_SECRET: 'short' })).toThrow(/PAYMENT_SECRET/);
  });

  it('is not in the source: the sandbox is on by default only with the demo', () => {
    expect(loadConfig({ DEMO: '1' }).payment).toEqual({ provider: 'sandbox', secret: '' });
    expect(loadConfig({ DEMO: '0' }).payment).toEqual({ provider: 'none', secret: '' });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).payment.provider).toBe('none');
    expect(loadConfig({}).payment.provider).toBe('sandbox');
  });
});
