import { describe, expect, it } from 'vitest';
import type { TPaymentOrder } from '../../../contract/payments';
import { buildAccount, buildSession } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { expectError } from '../staff/staff.test-kit';
import { buyer, orderOf } from './payments.test-kit';

/**
 * Buying a plan or SMS credits and reading the payment history are the owner's and a trusted manager's (accountType 1
 * and 2; issue 16, ADR 021). The renewal screen stays open to every account (SPEC §6), so its reads do too.
 */
const t = useTestApp({ PAYMENT_PROVIDER: 'sandbox' });

async function loginOf(shopId: number, accountType: number, menus: string[] = []) {
  const account = await buildAccount(t, { shopId, accountType, menus });
  return buildSession(t, account);
}

describe('renewal purchases and history', () => {
  it('refuses a technician, a temporary account and staff with every menu: no order, no history', async () => {
    const owner = await buyer(t);
    const order = await orderOf(t, owner.token, { kind: 'sms', smsPackId: 1 });
    const everyMenu = ['checkout', 'appointments', 'customers', 'finance', 'marketing', 'staff', 'settings'];
    for (const token of [
      await loginOf(owner.shopId, 0, ['appointments']),
      await loginOf(owner.shopId, 3),
      await loginOf(owner.shopId, 0, everyMenu),
    ]) {
      expectError(
        (await t.call('sandbox/toPay', { kind: 'plan', goodsType: 'monthly' }, { token })).body,
        'PERMISSION_DENIED',
      );
      expectError((await t.call('sandbox/toPay', { kind: 'sms', smsPackId: 1 }, { token })).body, 'PERMISSION_DENIED');
      expectError((await t.call('orders/queryOrderList', {}, { token })).body, 'PERMISSION_DENIED');
      expectError((await t.call('orders/queryOrder', { orderNo: order.orderNo }, { token })).body, 'PERMISSION_DENIED');
    }
  });

  it('lets a trusted manager (accountType 2) order and read the order', async () => {
    const owner = await buyer(t);
    const manager = await loginOf(owner.shopId, 2);
    const order = await orderOf(t, manager, { kind: 'sms', smsPackId: 1 });
    const { body } = await t.call('orders/queryOrder', { orderNo: order.orderNo }, { token: manager });
    expect(body).toMatchObject({ code: 0, data: { orderNo: order.orderNo } });
    expect((body.data as TPaymentOrder).orderNo).toBe(order.orderNo);
  });

  it("keeps the renewal screen's reads open to a technician", async () => {
    const owner = await buyer(t);
    const token = await loginOf(owner.shopId, 0, ['appointments']);
    expect((await t.call('goods/querySmsPackList', {}, { token })).body).toMatchObject({ code: 0 });
    expect((await t.call('payment/queryProvider', {}, { token })).body).toMatchObject({ code: 0 });
    const menus = (await t.call('userMenu/getUserMenus', {}, { token })).body;
    expect(JSON.stringify(menus)).toContain('/frame/payDetail');
  });
});
