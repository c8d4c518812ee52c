import { beforeAll, describe, expect, it } from 'vitest';
import type { TPaymentNotice, TPaymentOrder } from '../../../contract/payments';
import { PaymentRejected } from '../../providers/payment';
import { sandboxPayment, signBody, signedNotice, signPayLink } from '../../providers/payment-sandbox';
import { useTestApp } from '../../test/fixture';
import { dataOf } from '../staff/staff.test-kit';
import { listNotificationsOf } from './payments.repo';
import {
  buyer,
  loggedOutcomes,
  noticeFor,
  orderOf,
  orderRow,
  payPage,
  postNotice,
  shopOf,
  useInjectedWallet,
  walletPaymentOf,
} from './payments.test-kit';

const t = useTestApp();
beforeAll(() => {
  useInjectedWallet(t);
});

/** A shop with 10 SMS left and an unpaid order for the pack of 100. */
async function smsOrder() {
  const caller = await buyer(t, { msgNums: 10 });
  return { caller, order: await orderOf(t, caller.token, { kind: 'sms', smsPackId: 1 }) };
}

/** The order stayed unpaid and the shop unchanged. */
async function expectNothingChanged(caller: { token: string }, order: TPaymentOrder) {
  expect(await orderRow(t, order.orderNo)).toMatchObject({ status: 'unpaid', paidAt: null, transactionId: null });
  expect((await shopOf(t, caller.token)).msgNums).toBe(10);
}

describe('POST /api/pay/sandbox/notify', () => {
  it('settles a genuine notification and answers SUCCESS', async () => {
    const { caller, order } = await smsOrder();
    const notice = noticeFor(t, order);
    expect(await postNotice(t, notice)).toEqual({ status: 200, text: 'SUCCESS' });
    expect(await orderRow(t, order.orderNo)).toMatchObject({
      status: 'paid',
      transactionId: notice.tradeNo,
      paidAt: new Date(notice.paidAt),
      validFrom: null,
      validUntil: null,
    });
    expect((await shopOf(t, caller.token)).msgNums).toBe(110);
    expect(await loggedOutcomes(t, order.orderNo)).toEqual([{ outcome: 'settled', reason: '' }]);
  });

  it.each<[string, NonNullable<Parameters<typeof postNotice>[2]>, Partial<TPaymentNotice>, string]>([
    ['a forged signature', { secret: 'not-the-secret' }, {}, 'signature'],
    ['no signature', { signature: '' }, {}, 'signature'],
    ['a signature of another body', { signature: 'ab'.repeat(32) }, {}, 'signature'],
    ['a signed body that is not JSON', { rawBody: 'orderNo=1&totalFee=1500' }, {}, 'malformed'],
    ['a signed notice without its trade number', {}, { tradeNo: undefined }, 'malformed'],
    ['a wrong amount', {}, { totalFee: 1 }, 'amount'],
    ['a wrong currency', {}, { currency: 'USD' }, 'currency'],
    ['an unknown order', {}, { orderNo: 'SD00000000000000000000' }, 'unknown order'],
    ['another provider', { provider: 'otherwallet' }, {}, 'provider'],
  ])('refuses %s with HTTP 400, changes nothing and logs the rejection', async (_what, options, overrides, reason) => {
    const { caller, order } = await smsOrder();
    const notice = { ...noticeFor(t, order), ...overrides };
    const res = await postNotice(t, notice, options);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ code: 400, msg: `rejected: ${reason}` });
    await expectNothingChanged(caller, order);
    const loggedUnder = reason === 'unknown order' ? notice.orderNo : options.rawBody ? '' : order.orderNo;
    const logged = await loggedOutcomes(t, loggedUnder);
    expect(logged.at(-1)).toEqual({ outcome: 'rejected', reason });
  });

  it('keeps every notification in the log with its body and provider', async () => {
    const { order } = await smsOrder();
    const notice = noticeFor(t, order);
    await postNotice(t, notice, { secret: 'forged' });
    await postNotice(t, notice);
    const rows = await listNotificationsOf(t.deps.db, order.orderNo);
    expect(rows.map((r) => [r.provider, r.outcome, r.reason])).toEqual([
      ['sandbox', 'rejected', 'signature'],
      ['sandbox', 'settled', ''],
    ]);
    expect(JSON.parse(rows[1].body)).toEqual(notice);
  });
});

describe('the sandbox provider', () => {
  const SECRET = 'a-test-secret-of-32-characters!!';
  const wallet = () =>
    sandboxPayment({ publicUrl: 'http://pay.test', payment: { provider: 'sandbox', secret: SECRET } }, t.deps.db);

  it('reads a notice signed with its secret and refuses anything else', () => {
    const notice = {
      orderNo: 'SD1',
      tradeNo: 'T1',
      totalFee: 100,
      currency: 'CNY',
      paidAt: '2026-11-23T09:00:00.000Z',
    };
    const { body, headers } = signedNotice(SECRET, notice);
    expect(wallet().parseNotification(body, headers)).toEqual(notice);
    const reasonOf = (raw: string, h: Record<string, string>) => {
      try {
        wallet().parseNotification(raw, h);
        return 'accepted';
      } catch (err) {
        expect(err).toBeInstanceOf(PaymentRejected);
        return (err as Error).message;
      }
    };
    expect(reasonOf(`${body} `, headers)).toBe('signature');
    expect(reasonOf(body, signedNotice('other', notice).headers)).toBe('signature');
    expect(reasonOf(body, { 'x-pay-signature': 'short' })).toBe('signature');
    const signed = (raw: string) => ({ 'x-pay-signature': signBody(SECRET, raw) });
    expect(reasonOf('{"orderNo":', signed('{"orderNo":'))).toBe('malformed');
    expect(reasonOf('{"orderNo":"SD1"}', signed('{"orderNo":"SD1"}'))).toBe('malformed');
  });

  it('encodes its signed pay link in the QR code and pays a payout once per payout number', async () => {
    const payBefore = new Date('2026-11-23T11:00:00.000Z');
    const qr = await wallet().createQr({ orderNo: 'SDABC', subject: 'x', totalFee: 1, currency: 'CNY', payBefore });
    const exp = payBefore.getTime() / 1000;
    expect(qr).toEqual({
      qrContent: `http://pay.test/api/pay/sandbox/page/SDABC?exp=${exp}&sig=${signPayLink(SECRET, 'SDABC', exp)}`,
    });
    const link = new URL(qr.qrContent).searchParams;
    const check = (l: { exp?: string; sig?: string }, at = '2026-11-23T10:59:59.000Z') =>
      wallet().checkPayLink('SDABC', l, new Date(at));
    expect(check({ exp: link.get('exp')!, sig: link.get('sig')! })).toBe('valid');
    expect(check({ exp: link.get('exp')!, sig: link.get('sig')! }, '2026-11-23T11:00:00.000Z')).toBe('expired');
    expect(wallet().checkPayLink('SDABD', { exp: link.get('exp')!, sig: link.get('sig')! }, payBefore)).toBe('forged');
    expect(check({ exp: String(exp + 3600), sig: link.get('sig')! })).toBe('forged');
    expect(check({ exp: link.get('exp')! })).toBe('forged');
    expect(check({})).toBe('forged');
    const payout = {
      payoutNo: 'W1',
      amount: 4000,
      currency: 'CNY' as const,
      payeeName: 'Giulia',
      payeeAccount: 'g@wallet',
    };
    const first = await wallet().payout(payout);
    const again = await wallet().payout(payout);
    expect(again.paidAt).toEqual(first.paidAt);
  });
});

describe('GET /api/pay/sandbox/page/:orderNo', () => {
  it('shows the wallet, the subject, the amount in yuan, the pay-before time and the Pay form, without script', async () => {
    const { order } = await smsOrder();
    const page = await payPage(t, order.qrContent);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.html).toMatch(/^<!doctype html>/);
    for (const text of [
      'Sandbox wallet',
      'SMS pack: 100 SMS',
      '¥15.00',
      'Pay before',
      '2026-11-23 12:00 (Europe/Rome)',
    ]) {
      expect(page.html).toContain(text);
    }
    const link = new URL(order.qrContent).searchParams;
    const action = `/api/pay/sandbox/page/${order.orderNo}?exp=${link.get('exp')}&amp;sig=${link.get('sig')}&amp;lang=en`;
    expect(page.html).toContain(`<form method="post" action="${action}">`);
    expect(page.html).toContain(
      '<input type="checkbox" name="notify" value="1" checked> Send the payment notification',
    );
    expect(page.html).toContain('>Pay</button>');
    expect(page.html).not.toMatch(/<script/i);
  });

  it('speaks the language of ?lang= or of the browser, else the configured default', async () => {
    const { order } = await smsOrder();
    expect((await payPage(t, order.qrContent, { lang: 'zh-CN' })).html).toContain('沙盒钱包');
    const french = await payPage(t, order.qrContent, {
      lang: null,
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    });
    expect(french.html).toContain('Portefeuille sandbox');
    expect(french.html).toContain('<html lang="fr">');
    expect((await payPage(t, order.qrContent, { lang: 'es' })).html).toContain('Pagar antes de');
    expect((await payPage(t, order.qrContent, { lang: null })).html).toContain('Portafoglio sandbox');
  });

  it('answers an unknown order with a 404 page', async () => {
    const wallet = useInjectedWallet(t);
    const page = await payPage(t, wallet.payLink('SD404', new Date(t.clock.now().getTime() + 60_000)));
    expect(page.status).toBe(404);
    expect(page.html).toContain('Order not found.');
    expect(page.html).not.toContain('<form');
  });

  it('refuses an order past its pay-before time with the expired text, on GET and POST', async () => {
    const { caller, order } = await smsOrder();
    const saved = t.clock.now();
    t.clock.advance(120 * 60_000);
    try {
      for (const method of ['GET', 'POST'] as const) {
        const page = await payPage(t, order.qrContent, { method, form: 'notify=1' });
        expect(page.status).toBe(410);
        expect(page.html).toContain('This payment link has expired. Make a new QR code in the app.');
        expect(page.html).not.toContain('<form');
      }
    } finally {
      t.clock.set(saved);
    }
    expect(await walletPaymentOf(t, order.orderNo)).toBeUndefined();
    await expectNothingChanged(caller, order);
  });
});

describe('POST /api/pay/sandbox/page/:orderNo', () => {
  it('pays on the wallet, calls the notify URL back with the signed notice and settles the order', async () => {
    const { caller, order } = await smsOrder();
    const page = await payPage(t, order.qrContent, { method: 'POST', form: 'notify=1' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Payment successful');
    const wallet = await walletPaymentOf(t, order.orderNo);
    expect(wallet).toMatchObject({ totalFee: 1500, currency: 'CNY', paidAt: t.clock.now() });
    expect(await orderRow(t, order.orderNo)).toMatchObject({ status: 'paid', transactionId: wallet.tradeNo });
    expect((await shopOf(t, caller.token)).msgNums).toBe(110);
    expect(await loggedOutcomes(t, order.orderNo)).toEqual([{ outcome: 'settled', reason: '' }]);

    // The page now says it is paid, and paying again pays nothing more.
    const again = await payPage(t, order.qrContent);
    expect(again.html).toContain('This order has already been paid.');
    expect(again.html).not.toContain('<form');
    await payPage(t, order.qrContent, { method: 'POST', form: 'notify=1' });
    expect((await shopOf(t, caller.token)).msgNums).toBe(110);
  });

  it('still records the payment when the notification cannot be delivered; the order query settles it', async () => {
    const { caller, order } = await smsOrder();
    const unreachable = useInjectedWallet(t, async () => {
      throw new Error('connect ECONNREFUSED');
    });
    try {
      const page = await payPage(t, order.qrContent, { method: 'POST', form: 'notify=1' });
      expect(page.html).toContain('the payment notification could not be delivered');
      expect(unreachable.name).toBe('sandbox');
    } finally {
      useInjectedWallet(t);
    }
    await expectNothingChanged(caller, order);
    const answer = await t.call('orders/queryOrder', { orderNo: order.orderNo }, { token: caller.token });
    expect(dataOf(answer.body)).toMatchObject({ status: 'paid' });
    expect((await shopOf(t, caller.token)).msgNums).toBe(110);
  });

  it('takes one payment per order on the wallet however often the form is sent', async () => {
    const { order } = await smsOrder();
    await payPage(t, order.qrContent, { method: 'POST' });
    const first = await walletPaymentOf(t, order.orderNo);
    await payPage(t, order.qrContent, { method: 'POST' });
    expect(await walletPaymentOf(t, order.orderNo)).toEqual(first);
  });
});
