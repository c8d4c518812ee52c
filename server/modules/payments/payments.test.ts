import { beforeAll, describe, expect, it } from 'vitest';
import type { TPaymentOrder } from '../../../contract/payments';
import { buildAccount, buildSession } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { dataOf, expectError } from '../staff/staff.test-kit';
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
} from './payments.test-kit';

const t = useTestApp();
beforeAll(() => {
  useInjectedWallet(t);
});

const DAY_MS = 86_400_000;

/** Runs with the clock at an instant, then puts it back. */
async function atTime(instant: string, fn: () => Promise<void>) {
  const saved = t.clock.now();
  t.clock.set(instant);
  try {
    await fn();
  } finally {
    t.clock.set(saved);
  }
}

/** Pays an order on the sandbox page with the notification sent, as a person scanning the QR code would. */
async function payWithNotice(payLink: string) {
  const page = await payPage(t, payLink, { method: 'POST', form: 'notify=1' });
  expect(page.html).toContain('Payment successful');
}

describe('payment/queryProvider', () => {
  it('names the configured provider and its currency', async () => {
    const caller = await buyer(t);
    const { body } = await t.call('payment/queryProvider', {}, { token: caller.token });
    expect(dataOf(body)).toEqual({ provider: 'sandbox', currency: 'CNY', configured: true });
  });

  it('needs a session', async () => {
    expect((await t.call('payment/queryProvider', {})).body.code).toBe(401);
  });
});

describe('goods/querySmsPackList', () => {
  it('lists the configured packs, numbered from 1, to anyone', async () => {
    const { body } = await t.call('goods/querySmsPackList', {});
    expect(dataOf(body)).toEqual([
      { id: 1, smsNums: 100, price: 1500, currency: 'CNY' },
      { id: 2, smsNums: 500, price: 6500, currency: 'CNY' },
      { id: 3, smsNums: 1000, price: 11900, currency: 'CNY' },
    ]);
  });
});

describe('sandbox/toPay', () => {
  it('opens an unpaid plan order priced by the server, payable for 2 hours, with the pay page as QR content', async () => {
    const caller = await buyer(t);
    const order = await orderOf(t, caller.token, { kind: 'plan', goodsType: 'yearly', total_fee: 1 });
    expect(order).toMatchObject({
      kind: 'plan',
      goodsType: 'yearly',
      smsNums: null,
      subject: 'Renewal: yearly plan',
      total_fee: 99900,
      currency: 'CNY',
      pay_type: 'sandbox',
      status: 'unpaid',
      transactionId: null,
      createTime: t.clock.now().toISOString(),
      payBefore: new Date(t.clock.now().getTime() + 120 * 60_000).toISOString(),
      paid_time: null,
      validFrom: null,
      validUntil: null,
    });
    expect(order.orderNo).toMatch(/^SD[0-9A-F]{20}$/);
    const exp = Math.floor(new Date(order.payBefore).getTime() / 1000);
    expect(order.qrContent).toMatch(
      new RegExp(`^${t.deps.config.publicUrl}/api/pay/sandbox/page/${order.orderNo}\\?exp=${exp}&sig=[0-9a-f]{64}$`),
    );
    expect(await orderRow(t, order.orderNo)).toMatchObject({ shopId: caller.shopId, status: 'unpaid' });
  });

  it("writes the subject in the buyer's language and sells an SMS pack", async () => {
    const caller = await buyer(t);
    const { body } = await t.call(
      'sandbox/toPay',
      { kind: 'sms', smsPackId: 2 },
      { token: caller.token, language: 'it-IT' },
    );
    expect(dataOf(body)).toMatchObject({
      kind: 'sms',
      goodsType: null,
      smsNums: 500,
      subject: 'Pacchetto SMS: 500 SMS',
      total_fee: 6500,
    });
    const quarter = await t.call(
      'sandbox/toPay',
      { kind: 'plan', goodsType: 'quarter' },
      { token: caller.token, language: 'zh-CN' },
    );
    expect(dataOf(quarter.body)).toMatchObject({ subject: '续费：季度版', total_fee: 26900 });
  });

  it.each([
    [{ kind: 'plan' }, 'FIELD_REQUIRED', 'goodsType'],
    [{ kind: 'sms' }, 'FIELD_REQUIRED', 'smsPackId'],
    [{ kind: 'plan', goodsType: 'weekly' }, 'CHECK_INPUT', 'goodsType'],
    [{ kind: 'sms', smsPackId: 4 }, 'CHECK_INPUT', 'smsPackId'],
    [{ kind: 'sms', smsPackId: 0 }, 'CHECK_INPUT', 'smsPackId'],
    [{ kind: 'gift', goodsType: 'yearly' }, 'CHECK_INPUT', 'kind'],
  ])('refuses %j with %s', async (body, errorKey, field) => {
    const caller = await buyer(t);
    expectError((await t.call('sandbox/toPay', body, { token: caller.token })).body, errorKey, field);
  });

  it('needs a session; a trusted manager may renew as the owner does (ADR 021)', async () => {
    expect((await t.call('sandbox/toPay', { kind: 'plan', goodsType: 'monthly' })).body.code).toBe(401);
    const caller = await buyer(t);
    const manager = await buildAccount(t, { shopId: caller.shopId, accountType: 2 });
    const token = await buildSession(t, manager);
    const order = await orderOf(t, token, { kind: 'plan', goodsType: 'monthly' });
    expect(await orderRow(t, order.orderNo)).toMatchObject({ shopId: caller.shopId, createdBy: manager.id });
  });

  it('applies the free plan at once, without the provider, and the free-plan block follows on the next request', async () => {
    const caller = await buyer(t, { goodsType: 'yearly', trialFlag: 1 });
    const rule = { ruleName: 'Regola', rechargeAmount: 10_000, giftAmount: 0 };
    expect((await t.call('prepayCardRechargeRule/create', rule, { token: caller.token })).body.code).toBe(0);

    const order = await orderOf(t, caller.token, { kind: 'plan', goodsType: 'free' });
    expect(order).toMatchObject({
      goodsType: 'free',
      subject: 'Renewal: free plan',
      total_fee: 0,
      pay_type: 'free',
      status: 'paid',
      transactionId: null,
      paid_time: t.clock.now().toISOString(),
      validFrom: t.clock.now().toISOString(),
      validUntil: null,
      qrContent: '',
    });
    expect(await shopOf(t, caller.token)).toMatchObject({ goodsType: 'free', trialFlag: 0, expireTime: null });
    expectError(
      (await t.call('prepayCardRechargeRule/create', rule, { token: caller.token })).body,
      'FREE_PLAN_FORBIDDEN',
    );
    expectError(
      (await t.call('sandbox/toPay', { kind: 'plan', goodsType: 'free' }, { token: caller.token })).body,
      'ALREADY_FREE_PLAN',
      'goodsType',
    );

    // Paying for a plan lifts the block just as fast.
    const monthly = await orderOf(t, caller.token, { kind: 'plan', goodsType: 'monthly' });
    await payWithNotice(monthly.qrContent);
    expect((await t.call('prepayCardRechargeRule/create', rule, { token: caller.token })).body.code).toBe(0);
  });
});

describe('plan validity from the purchase date', () => {
  it('turns a trial shop formal, valid for the calendar months of the plan from the payment instant', async () => {
    await atTime('2026-11-23T09:00:00.000Z', async () => {
      const trialEnd = new Date(t.clock.now().getTime() + 10 * DAY_MS);
      const caller = await buyer(t, { trialFlag: 1, goodsType: 'monthly', expireTime: trialEnd });
      const before = await shopOf(t, caller.token);
      const order = await orderOf(t, caller.token, { kind: 'plan', goodsType: 'yearly' });
      t.clock.advance(5 * 60_000);
      await payWithNotice(order.qrContent);
      // Paid 23 November 2026, 10:05 in Rome, for a year: until 23 November 2027, 10:05 (the trial's days are not added).
      const paidAt = '2026-11-23T09:05:00.000Z';
      expect(await shopOf(t, caller.token)).toMatchObject({
        trialFlag: 0,
        goodsType: 'yearly',
        expireTime: '2027-11-23T09:05:00.000Z',
        version: before.version + 1,
      });
      const { body } = await t.call('orders/queryOrder', { orderNo: order.orderNo }, { token: caller.token });
      expect(dataOf(body)).toMatchObject({
        status: 'paid',
        paid_time: paidAt,
        validFrom: paidAt,
        validUntil: '2027-11-23T09:05:00.000Z',
      });
    });
  });

  it('gives up the days left on the old plan: the new period starts at the purchase', async () => {
    await atTime('2026-11-23T09:00:00.000Z', async () => {
      const caller = await buyer(t, { goodsType: 'yearly', expireTime: new Date('2027-03-03T09:00:00.000Z') });
      const order = await orderOf(t, caller.token, { kind: 'plan', goodsType: 'quarter' });
      await payWithNotice(order.qrContent);
      expect((await shopOf(t, caller.token)).expireTime).toBe('2027-02-23T09:00:00.000Z');
    });
  });

  it.each([
    // 31 January + 1 month is the last day of February, at the same wall-clock time in Rome.
    ['2027-01-31T10:30:15.000Z', 'Europe/Rome', 'monthly', '2027-02-28T10:30:15.000Z'],
    ['2028-01-31T10:30:15.000Z', 'Europe/Rome', 'monthly', '2028-02-29T10:30:15.000Z'],
    // Across the change to summer time: 11:00 in Rome stays 11:00, one hour earlier in UTC.
    ['2027-03-15T10:00:00.000Z', 'Europe/Rome', 'monthly', '2027-04-15T09:00:00.000Z'],
    // 30 November 2027, 00:30 in Shanghai (still the 29th in UTC) + 3 months = 29 February 2028, 00:30 there.
    ['2027-11-29T16:30:00.000Z', 'Asia/Shanghai', 'quarter', '2028-02-28T16:30:00.000Z'],
  ])('paid at %s in %s for a %s plan runs until %s', async (paidAt, timeZone, goodsType, until) => {
    await atTime(paidAt, async () => {
      const caller = await buyer(t, { timeZone, expireTime: new Date(Date.parse(paidAt) + 30 * DAY_MS) });
      const order = await orderOf(t, caller.token, { kind: 'plan', goodsType });
      await payWithNotice(order.qrContent);
      expect(await shopOf(t, caller.token)).toMatchObject({ goodsType, expireTime: until });
      expect(await orderRow(t, order.orderNo)).toMatchObject({ validUntil: new Date(until) });
    });
  });
});

describe('an SMS pack', () => {
  it('adds its SMS exactly once, however often the notification arrives', async () => {
    const caller = await buyer(t, { msgNums: 40 });
    const order = await orderOf(t, caller.token, { kind: 'sms', smsPackId: 1 });
    const notice = noticeFor(t, order);
    for (let i = 0; i < 3; i++) expect(await postNotice(t, notice)).toEqual({ status: 200, text: 'SUCCESS' });
    expect((await shopOf(t, caller.token)).msgNums).toBe(140);
    expect(await loggedOutcomes(t, order.orderNo)).toEqual([
      { outcome: 'settled', reason: '' },
      { outcome: 'duplicate', reason: '' },
      { outcome: 'duplicate', reason: '' },
    ]);
    expect(await orderRow(t, order.orderNo)).toMatchObject({ status: 'paid', transactionId: notice.tradeNo });
  });
});

describe('orders/queryOrderList', () => {
  it("lists the shop's paid orders, newest first, by kind, and nothing of another shop", async () => {
    const caller = await buyer(t);
    const other = await buyer(t);
    const monthly = await orderOf(t, caller.token, { kind: 'plan', goodsType: 'monthly' });
    await payWithNotice(monthly.qrContent);
    t.clock.advance(60_000);
    const pack = await orderOf(t, caller.token, { kind: 'sms', smsPackId: 3 });
    await payWithNotice(pack.qrContent);
    await orderOf(t, caller.token, { kind: 'plan', goodsType: 'yearly' }); // unpaid: not a purchase record
    await payWithNotice((await orderOf(t, other.token, { kind: 'sms', smsPackId: 1 })).qrContent);

    const all = await t.call('orders/queryOrderList', {}, { token: caller.token });
    expect(all.body.page).toMatchObject({ totalCount: 2, curPage: 1 });
    const list = (all.body.page as { list: TPaymentOrder[] }).list;
    expect(list.map((o) => o.orderNo)).toEqual([pack.orderNo, monthly.orderNo]);
    expect(list[0]).toMatchObject({
      subject: 'SMS pack: 1000 SMS',
      total_fee: 11900,
      pay_type: 'sandbox',
      status: 'paid',
    });
    expect(list[0].paid_time).toBe(t.clock.now().toISOString());

    const plans = await t.call('orders/queryOrderList', { kind: 'plan' }, { token: caller.token });
    expect((plans.body.page as { list: TPaymentOrder[] }).list.map((o) => o.orderNo)).toEqual([monthly.orderNo]);
    const byKey = await t.call('orders/queryOrderList', { key: 'sms pack' }, { token: caller.token });
    expect((byKey.body.page as { totalCount: number }).totalCount).toBe(1);
    expectError(
      (await t.call('orders/queryOrderList', { kind: 'gift' }, { token: caller.token })).body,
      'CHECK_INPUT',
      'kind',
    );
    expect((await t.call('orders/queryOrderList', {})).body.code).toBe(401);
  });
});

describe('orders/queryOrder', () => {
  it("answers the shop's order, and NOT_FOUND for another shop's order number or an unknown one", async () => {
    const caller = await buyer(t);
    const other = await buyer(t);
    const order = await orderOf(t, caller.token, { kind: 'sms', smsPackId: 1 });
    const own = await t.call('orders/queryOrder', { orderNo: order.orderNo }, { token: caller.token });
    expect(dataOf(own.body)).toMatchObject({ orderNo: order.orderNo, status: 'unpaid' });
    expectError(
      (await t.call('orders/queryOrder', { orderNo: order.orderNo }, { token: other.token })).body,
      'NOT_FOUND',
      'orderNo',
    );
    expectError(
      (await t.call('orders/queryOrder', { orderNo: 'SD0' }, { token: caller.token })).body,
      'NOT_FOUND',
      'orderNo',
    );
    expectError((await t.call('orders/queryOrder', {}, { token: caller.token })).body, 'FIELD_REQUIRED', 'orderNo');
    expect((await t.call('orders/queryOrder', { orderNo: order.orderNo })).body.code).toBe(401);
  });

  it('settles an order paid on the wallet whose notification never came, by asking the wallet', async () => {
    const caller = await buyer(t, { msgNums: 0 });
    const order = await orderOf(t, caller.token, { kind: 'sms', smsPackId: 2 });
    const page = await payPage(t, order.qrContent, { method: 'POST', form: '' });
    expect(page.html).toContain('Paid without sending the payment notification');
    expect(await orderRow(t, order.orderNo)).toMatchObject({ status: 'unpaid' });
    expect((await shopOf(t, caller.token)).msgNums).toBe(0);

    const answer = await t.call('orders/queryOrder', { orderNo: order.orderNo }, { token: caller.token });
    expect(dataOf(answer.body)).toMatchObject({ status: 'paid', paid_time: t.clock.now().toISOString() });
    expect((dataOf<TPaymentOrder>(answer.body).transactionId ?? '').startsWith('SBX')).toBe(true);
    expect((await shopOf(t, caller.token)).msgNums).toBe(500);
    // Asking again changes nothing; no notification was ever received.
    await t.call('orders/queryOrder', { orderNo: order.orderNo }, { token: caller.token });
    expect((await shopOf(t, caller.token)).msgNums).toBe(500);
    expect(await loggedOutcomes(t, order.orderNo)).toEqual([]);
  });

  it('leaves an order the wallet was not paid for unpaid', async () => {
    const caller = await buyer(t);
    const order = await orderOf(t, caller.token, { kind: 'plan', goodsType: 'monthly' });
    const answer = await t.call('orders/queryOrder', { orderNo: order.orderNo }, { token: caller.token });
    expect(dataOf(answer.body)).toMatchObject({ status: 'unpaid', paid_time: null });
  });
});
