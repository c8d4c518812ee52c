import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ZRechargeOutput } from '../../../contract/prepay';
import { buildAccount, buildSession } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { elevate } from '../customers/customers.test-kit';
import { dataOf, expectError } from '../staff/staff.test-kit';
import { buildMember, cardRow, ledgerOf, ownerShop } from './prepay.test-kit';

/**
 * Money moving onto a card is a bill (ADR 011): recharging a member or gift card and marking a recharge paid need the
 * checkout menu (前台算账) on every path, whatever other menus or the internal password the caller has (issue 16,
 * ADR 021).
 */
const t = useTestApp();

type TRechargeOutput = z.infer<typeof ZRechargeOutput>;

/** A login of the shop (accountType 0) with the menus given, its session, and its internal password entered. */
async function elevatedStaff(shopId: number, menus: string[]) {
  const account = await buildAccount(t, { shopId, accountType: 0, menus });
  const token = await buildSession(t, account);
  await elevate(t, { ...account, token });
  return token;
}

const RECHARGE = { rechargeAmount: 50_000, payType: 'cash' };

describe('recharges without the checkout menu', () => {
  it('refuses a member recharge, a gift-card recharge and marking a recharge paid, and credits nothing', async () => {
    const owner = await ownerShop(t);
    const { customer, card } = await buildMember(t, owner);
    const unpaid = dataOf<TRechargeOutput>(
      (
        await t.call(
          'prepayCard/vipRecharge',
          { customerId: customer.id, ...RECHARGE, status: 'unpaid' },
          { token: owner.token },
        )
      ).body,
    );
    const unpaidBill = dataOf<{ id: number }>(
      (
        await t.call(
          'bill/create',
          { orderType: 'memberRecharge', customerId: customer.id, ...RECHARGE, status: 'unpaid' },
          { token: owner.token },
        )
      ).body,
    );
    const token = await elevatedStaff(owner.shopId, ['customers', 'marketing', 'finance', 'appointments']);
    const refusals = [
      await t.call('prepayCard/vipRecharge', { customerId: customer.id, ...RECHARGE }, { token }),
      await t.call('prepayCard/giftRecharge', { ...RECHARGE, cardNo: 'GC900001' }, { token }),
      await t.call('prepayCard/updateOrderStatus', { billId: unpaid.billId, status: 'paid' }, { token }),
      await t.call('prepayCard/updateOrderStatus', { billId: unpaidBill.id, status: 'paid' }, { token }),
      await t.call('bill/updateOrderStatus', { billId: unpaid.billId, status: 'paid' }, { token }),
      await t.call('bill/create', { orderType: 'memberRecharge', customerId: customer.id, ...RECHARGE }, { token }),
      await t.call('bill/create', { orderType: 'giftCardRecharge', ...RECHARGE }, { token }),
    ];
    for (const { body } of refusals) expectError(body, 'PERMISSION_DENIED');
    expect((await cardRow(t, card.id)).availableBalance).toBe(0);
    expect(await ledgerOf(t, card.id)).toEqual([]);
  });
});

describe('recharges with the checkout menu', () => {
  it('lets a front-desk login recharge and mark a recharge paid, crediting the card once', async () => {
    const owner = await ownerShop(t);
    const { customer, card } = await buildMember(t, owner);
    const token = await elevatedStaff(owner.shopId, ['checkout']);
    const unpaid = dataOf<TRechargeOutput>(
      (await t.call('prepayCard/vipRecharge', { customerId: customer.id, ...RECHARGE, status: 'unpaid' }, { token }))
        .body,
    );
    expect(
      (await t.call('prepayCard/updateOrderStatus', { billId: unpaid.billId, status: 'paid' }, { token })).body,
    ).toMatchObject({ code: 0 });
    expect(
      (await t.call('prepayCard/giftRecharge', { ...RECHARGE, cardNo: 'GC900002' }, { token })).body,
    ).toMatchObject({ code: 0 });
    expect((await cardRow(t, card.id)).availableBalance).toBe(50_000);
  });
});
