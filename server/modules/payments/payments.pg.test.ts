import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture';
import {
  buyer,
  loggedOutcomes,
  noticeFor,
  orderOf,
  payPage,
  postNotice,
  shopOf,
  useInjectedWallet,
} from './payments.test-kit';

/**
 * Settling exactly once when copies of a notification, or polls of the order, arrive at the same time (ADR 017).
 * Only meaningful on PostgreSQL, where the requests really run side by side; skipped on PGlite.
 */
const t = useTestApp();
const isPostgres = Boolean(process.env.DATABASE_URL);
beforeAll(() => {
  useInjectedWallet(t);
});

const parallel = <T>(n: number, fn: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

describe.runIf(isPostgres)('POST /api/pay/sandbox/notify at once', () => {
  it('settles 10 copies of one SMS notification once: one settled, nine duplicates, all answered SUCCESS', async () => {
    const caller = await buyer(t, { msgNums: 7 });
    const order = await orderOf(t, caller.token, { kind: 'sms', smsPackId: 2 });
    const notice = noticeFor(t, order);
    const answers = await parallel(10, () => postNotice(t, notice));
    for (const answer of answers) expect(answer).toEqual({ status: 200, text: 'SUCCESS' });
    expect((await shopOf(t, caller.token)).msgNums).toBe(507);
    const outcomes = (await loggedOutcomes(t, order.orderNo)).map((o) => o.outcome).sort();
    expect(outcomes).toEqual([...Array(9).fill('duplicate'), 'settled']);
  });

  it('extends a plan once for 10 copies of its notification', async () => {
    const caller = await buyer(t, { trialFlag: 1 });
    const before = await shopOf(t, caller.token);
    const order = await orderOf(t, caller.token, { kind: 'plan', goodsType: 'monthly' });
    await parallel(10, () => postNotice(t, noticeFor(t, order)));
    expect(await shopOf(t, caller.token)).toMatchObject({
      trialFlag: 0,
      goodsType: 'monthly',
      expireTime: '2026-12-23T09:00:00.000Z',
      version: before.version + 1,
    });
  });

  it('settles a wallet payment once when 10 polls of the order find it at the same time', async () => {
    const caller = await buyer(t, { msgNums: 0 });
    const order = await orderOf(t, caller.token, { kind: 'sms', smsPackId: 1 });
    await payPage(t, order.qrContent, { method: 'POST', form: '' });
    const answers = await parallel(10, () =>
      t.call('orders/queryOrder', { orderNo: order.orderNo }, { token: caller.token }),
    );
    for (const answer of answers) expect(answer.body).toMatchObject({ code: 0, data: { status: 'paid' } });
    expect((await shopOf(t, caller.token)).msgNums).toBe(100);
  });
});
