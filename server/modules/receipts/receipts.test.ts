import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TBill } from '../../../contract/bills';
import { RECEIPT_LINK_DAYS, type TReceipt } from '../../../contract/receipts';
import { shops } from '../../db/schema/shops';
import { outboxMessages } from '../../db/schema/system';
import { buildOwner } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { billOf, buildDesk, frontDesk, type TDesk } from '../bills/bills.test-kit';
import { dataOf, expectError } from '../staff/staff.test-kit';

/** Issue 21, ADR 027: a bill's receipt, sent by SMS or e-mail with a link that opens it without a session. */
const t = useTestApp();

/** A desk whose member paid part of a bill from the card and the rest in cash, with change. */
async function paidWithCard(d: TDesk) {
  return billOf(
    t,
    d.token,
    frontDesk(d, {
      customerId: d.customer.id,
      memberDeduction: 1_000,
      cashReceived: 5_000,
      reason: 'Regular',
    }),
  );
}
const setCredits = (shopId: number, msgNums: number) =>
  t.deps.db.update(shops).set({ msgNums, receiptNote: 'Grazie e a presto!' }).where(eq(shops.id, shopId));
const lastMessage = async (recipient: string) =>
  (
    await t.deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(desc(outboxMessages.id))
      .limit(1)
  )[0];
const tokenOf = (url: string) => url.split('/receipt/')[1];

describe('bill/queryReceipt', () => {
  it("shows the shop's heading and thank-you line, the bill, the change, and the card balance it left", async () => {
    const d = await buildDesk(t);
    await setCredits(d.shopId, 0);
    const bill = await paidWithCard(d);
    const receipt = dataOf<TReceipt>((await t.call('bill/queryReceipt', { billId: bill.id }, { token: d.token })).body);
    expect(receipt).toMatchObject({
      shop: { receiptNote: 'Grazie e a presto!', currency: 'EUR', timeZone: 'Europe/Rome' },
      billOrderNo: bill.billOrderNo,
      totalAmount: 3_000,
      memberDeduction: 1_000,
      actualAmount: 2_000,
      cashAmount: 2_000,
      cashReceived: 5_000,
      changeAmount: 3_000,
      lines: [{ staffName: d.anna.name, amount: 3_000 }],
      products: [{ name: d.cut.name, unitPrice: 3_000 }],
      memberBalance: 9_000,
      giftCardNo: '',
      giftBalance: null,
    });
    expect(receipt.memberCardNo).toBe(`•••• ${d.card.cardNo.slice(-4)}`);
  });

  it("never shows another shop's bill, and needs the till or the finance menu", async () => {
    const d = await buildDesk(t);
    const bill = await paidWithCard(d);
    const stranger = await buildOwner(t);
    expectError(
      (await t.call('bill/queryReceipt', { billId: bill.id }, { token: stranger.token })).body,
      'NOT_FOUND',
      'billId',
    );
    expect((await t.call('bill/queryReceipt', { billId: bill.id })).body.code).toBe(401);
    const technician = await buildOwner(t, { shopId: d.shopId, accountType: 0, menus: ['appointments'] });
    expectError(
      (await t.call('bill/queryReceipt', { billId: bill.id }, { token: technician.token })).body,
      'PERMISSION_DENIED',
    );
    for (const menu of ['checkout', 'finance']) {
      const clerk = await buildOwner(t, { shopId: d.shopId, accountType: 0, menus: [menu] });
      expect((await t.call('bill/queryReceipt', { billId: bill.id }, { token: clerk.token })).body.code).toBe(0);
    }
  });
});

describe('bill/sendReceipt and receipt/queryByToken', () => {
  it('sends the link by SMS to the customer for one credit, and the link opens the receipt without a session', async () => {
    const d = await buildDesk(t);
    await setCredits(d.shopId, 2);
    const bill = await paidWithCard(d);
    const sent = dataOf<{ to: string; url: string; expireTime: string }>(
      (await t.call('bill/sendReceipt', { billId: bill.id, channel: 'sms' }, { token: d.token })).body,
    );
    expect(sent.to).toBe(d.customer.phoneE164);
    expect(sent.expireTime).toBe(new Date(t.clock.now().getTime() + RECEIPT_LINK_DAYS * 86_400_000).toISOString());
    const message = await lastMessage(sent.to);
    expect(message.channel).toBe('sms');
    expect(message.body).toContain(bill.billOrderNo);
    expect(message.body).toContain(sent.url);
    const [shop] = await t.deps.db.select().from(shops).where(eq(shops.id, d.shopId));
    expect(shop.msgNums).toBe(1);

    const opened = await t.call('receipt/queryByToken', { token: tokenOf(sent.url) });
    expect(dataOf<TReceipt>(opened.body)).toMatchObject({ billOrderNo: bill.billOrderNo, changeAmount: 3_000 });

    t.clock.advance(RECEIPT_LINK_DAYS * 86_400_000);
    expectError(
      (await t.call('receipt/queryByToken', { token: tokenOf(sent.url) })).body,
      'RECEIPT_LINK_EXPIRED',
      'token',
    );
  });

  it('sends by e-mail to the address typed, and refuses a bad address, no address, or no SMS credit', async () => {
    const d = await buildDesk(t);
    await setCredits(d.shopId, 0);
    const bill = await paidWithCard(d);
    const send = (body: Record<string, unknown>) =>
      t.call('bill/sendReceipt', { billId: bill.id, ...body }, { token: d.token });
    const mailed = dataOf<{ to: string }>((await send({ channel: 'email', to: 'anna@example.com' })).body);
    expect((await lastMessage(mailed.to)).subject).toContain(bill.billOrderNo);
    expectError((await send({ channel: 'email', to: 'not-an-address' })).body, 'EMAIL_INVALID', 'to');
    expectError((await send({ channel: 'email' })).body, 'RECEIPT_NO_RECIPIENT', 'to');
    expectError((await send({ channel: 'sms' })).body, 'SMS_NO_CREDIT');
    expectError((await send({ channel: 'sms', to: 'abc' })).body, 'PHONE_INVALID', 'to');
    expectError((await send({ channel: 'fax' })).body, 'CHECK_INPUT', 'channel');
  });

  it("sends a walk-in the SMS at the phone typed on the bill, and never sends another shop's bill", async () => {
    const d = await buildDesk(t);
    await setCredits(d.shopId, 1);
    const walkIn: TBill = await billOf(
      t,
      d.token,
      frontDesk(d, { customName: 'Walk In', customPhone: '347 000 2222' }),
    );
    const sent = dataOf<{ to: string }>(
      (await t.call('bill/sendReceipt', { billId: walkIn.id, channel: 'sms' }, { token: d.token })).body,
    );
    expect(sent.to).toBe('+393470002222');
    const stranger = await buildOwner(t);
    expectError(
      (
        await t.call(
          'bill/sendReceipt',
          { billId: walkIn.id, channel: 'email', to: 'x@example.com' },
          { token: stranger.token },
        )
      ).body,
      'NOT_FOUND',
      'billId',
    );
  });

  it('answers an unknown or malformed token with NOT_FOUND', async () => {
    expectError((await t.call('receipt/queryByToken', { token: 'A'.repeat(43) })).body, 'NOT_FOUND', 'token');
    expectError((await t.call('receipt/queryByToken', { token: 'short' })).body, 'NOT_FOUND', 'token');
  });
});

describe('bill/sendReceipt by e-mail', () => {
  it("goes to the customer's e-mail when no address is typed", async () => {
    const d = await buildDesk(t);
    await t.call(
      'custom/update',
      { id: d.customer.id, customName: d.customer.name, customPhone: d.customer.phone, email: 'member@example.com' },
      { token: d.token },
    );
    const bill = await paidWithCard(d);
    const sent = dataOf<{ to: string }>(
      (await t.call('bill/sendReceipt', { billId: bill.id, channel: 'email' }, { token: d.token })).body,
    );
    expect(sent.to).toBe('member@example.com');
    expect((await lastMessage('member@example.com')).channel).toBe('email');
  });
});
