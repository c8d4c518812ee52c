import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture';
import { dataOf, expectError } from '../staff/staff.test-kit';
import { buyer, noticeFor, postNotice, shopOf } from './payments.test-kit';

/** PAYMENT_PROVIDER=none (ADR 019): nothing can be bought, and the screens are told so. */
const t = useTestApp({ PAYMENT_PROVIDER: 'none' });

describe('without a payment provider', () => {
  it('says so in payment/queryProvider', async () => {
    const caller = await buyer(t);
    const { body } = await t.call('payment/queryProvider', {}, { token: caller.token });
    expect(dataOf(body)).toEqual({ provider: 'none', currency: 'CNY', configured: false });
  });

  it('answers PAYMENT_NOT_CONFIGURED to a plan or SMS order and opens none', async () => {
    const caller = await buyer(t, { msgNums: 5 });
    for (const input of [
      { kind: 'plan', goodsType: 'yearly' },
      { kind: 'sms', smsPackId: 1 },
    ]) {
      const { body } = await t.call('none/toPay', input, { token: caller.token });
      expectError(body, 'PAYMENT_NOT_CONFIGURED');
      expect(body.msg).toBe('No payment provider is configured, so nothing can be bought for now');
    }
    const { body } = await t.call('orders/queryOrderList', {}, { token: caller.token });
    expect(body.page).toMatchObject({ totalCount: 0 });
    expect((await shopOf(t, caller.token)).msgNums).toBe(5);
  });

  it('still switches to the free plan, which costs nothing', async () => {
    const caller = await buyer(t);
    const { body } = await t.call('none/toPay', { kind: 'plan', goodsType: 'free' }, { token: caller.token });
    expect(dataOf(body)).toMatchObject({ goodsType: 'free', status: 'paid', qrContent: '' });
  });

  it('has no sandbox: no pay page, and a notification is refused', async () => {
    const caller = await buyer(t);
    const { body } = await t.call('sandbox/toPay', { kind: 'sms', smsPackId: 1 }, { token: caller.token });
    expectError(body, 'NOT_FOUND');
    const page = await t.app.inject({ method: 'GET', url: '/api/pay/sandbox/page/SD1' });
    expect(page.statusCode).toBe(404);
    const notice = noticeFor(t, { orderNo: 'SD1', total_fee: 1500 });
    expect(await postNotice(t, notice, { secret: 'x'.repeat(32) })).toMatchObject({ status: 400 });
  });
});
