import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TBill } from '../../../contract/bills';
import type { TPrepayCard } from '../../../contract/prepay';
import { addDays } from '../../../contract/shop-time';
import { buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { buildMember, expectBalanced, ledgerOf, rechargeMember } from '../prepay/prepay.test-kit';
import { dataOf } from '../staff/staff.test-kit';
import { buildDesk, createBill, financeTable, freshGiftNo } from './bills.test-kit';

/**
 * Random valid bills (property-based): whatever the staff split, deductions and tender, the staff lines add up to the
 * total, the deductions never pass it, the cards' ledgers hold exactly the bills' card deductions (balance = sum of
 * the ledger), and the finance table's cells and totals are the bills'.
 */
const t = useTestApp();

const MEMBER_BALANCE = 12_000;
const GIFT_BALANCE = 6_000;

/** A share of what is left, in thousandths: deductions are drawn so that together they stay within the total. */
const share = fc.integer({ min: 0, max: 1_000 });

const billSpec = fc.record({
  lines: fc.uniqueArray(
    fc.record({ who: fc.integer({ min: 0, max: 2 }), amount: fc.integer({ min: 0, max: 9_000 }) }),
    {
      minLength: 1,
      maxLength: 3,
      selector: (l) => l.who,
    },
  ),
  coupon: share,
  discount: share,
  member: share,
  gift: share,
  tender: fc.constantFrom('cash', 'card', 'other', 'split'),
  split: share,
  isPaid: fc.boolean(),
  withCustomer: fc.boolean(),
  minute: fc.integer({ min: 7 * 60, max: 22 * 60 }),
});

type TSpec = typeof billSpec extends fc.Arbitrary<infer S> ? S : never;

const portion = (amount: number, thousandths: number) => Math.floor((amount * thousandths) / 1_000);
const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

describe('random valid bills (property)', () => {
  it('keep lines = total, deductions within it, the card ledgers and the finance table equal to the bills', async () => {
    const d = await buildDesk(t);
    const technicians = [d.anna, d.bruno, await buildStaff(t, { shopId: d.shopId })];
    let run = 0;

    await fc.assert(
      fc.asyncProperty(fc.array(billSpec, { minLength: 1, maxLength: 5 }), async (specs: TSpec[]) => {
        run += 1;
        const billDay = addDays('2026-11-22', -run);
        const { customer, card } = await buildMember(t, d);
        expect((await rechargeMember(t, d.token, customer.id, MEMBER_BALANCE)).code).toBe(0);
        const giftNo = freshGiftNo();
        const gift = await t.call(
          'prepayCard/giftRecharge',
          { cardNo: giftNo, rechargeAmount: GIFT_BALANCE, payType: 'cash' },
          { token: d.token },
        );
        const giftCard = dataOf<{ card: TPrepayCard }>(gift.body).card;
        const model = { member: MEMBER_BALANCE, gift: GIFT_BALANCE };
        const made: TBill[] = [];

        for (const spec of specs) {
          const staff = spec.lines.map((l) => ({ shopAccountId: technicians[l.who].id, amount: l.amount }));
          if (staff.every((l) => l.amount === 0)) staff[0].amount = 1;
          const total = staff.reduce((sum, l) => sum + l.amount, 0);
          let left = total;
          const take = (thousandths: number) => {
            const amount = portion(left, thousandths);
            left -= amount;
            return amount;
          };
          const coupon = take(spec.coupon);
          const discountDeduction = take(spec.discount);
          const memberDeduction = spec.withCustomer ? take(spec.member) : 0;
          const giftVoucher = take(spec.gift);
          const actual = left;
          const cash = portion(actual, spec.split);
          const body = {
            billDay,
            recordTime: hhmm(spec.minute),
            status: spec.isPaid ? 'paid' : 'unpaid',
            staff,
            coupon,
            discountDeduction,
            memberDeduction,
            giftVoucher,
            ...(giftVoucher > 0 ? { giftCardNo: giftNo } : {}),
            ...(spec.withCustomer ? { customerId: customer.id } : {}),
            payType: spec.tender === 'split' ? 'card' : spec.tender,
            ...(spec.tender === 'split' ? { cashAmount: cash, cardAmount: actual - cash } : {}),
          };
          const answer = await createBill(t, d.token, body);
          const isShort = spec.isPaid && (memberDeduction > model.member || giftVoucher > model.gift);
          if (isShort) {
            expect(answer.errorKey, JSON.stringify(body)).toBe('INSUFFICIENT_DEDUCTION');
            continue;
          }
          const bill = dataOf<TBill>(answer);
          made.push(bill);
          if (spec.isPaid) {
            model.member -= memberDeduction;
            model.gift -= giftVoucher;
          }
          expect(bill.staff.reduce((sum, l) => sum + l.amount, 0)).toBe(bill.totalAmount);
          const deducted = bill.coupon + bill.discountDeduction + bill.memberDeduction + bill.giftVoucher;
          expect(deducted).toBeLessThanOrEqual(bill.totalAmount);
          expect(bill.actualAmount).toBe(bill.totalAmount - deducted);
          if (spec.tender === 'other') expect(bill.cashAmount + bill.cardAmount).toBe(0);
          else expect(bill.cashAmount + bill.cardAmount).toBe(bill.actualAmount);
        }

        const paid = made.filter((b) => b.status === 'paid');
        const consumptions = async (cardId: number) =>
          (await ledgerOf(t, cardId))
            .filter((r) => r.changeType === 2)
            .map((r) => [r.billId, -r.changeAmount])
            .sort();
        const expectedOf = (amountOf: (b: TBill) => number) =>
          paid
            .filter((b) => amountOf(b) > 0)
            .map((b) => [b.id, amountOf(b)])
            .sort();
        expect(await consumptions(card.id)).toEqual(expectedOf((b) => b.memberDeduction));
        expect(await consumptions(giftCard.id)).toEqual(expectedOf((b) => b.giftVoucher));
        expect(await expectBalanced(t, card.id)).toBe(model.member);
        expect(await expectBalanced(t, giftCard.id)).toBe(model.gift);

        const table = await financeTable(t, d.token, billDay);
        const cells = table.columns.flatMap((c) =>
          c.billDetList.map((cell) => [cell.billId, c.shopAccountId, cell.billAmt]),
        );
        const lines = made.flatMap((b) => b.staff.map((l) => [b.id, l.shopAccountId, l.amount]));
        expect(cells.sort()).toEqual(lines.sort());
        const sum = (of: (b: TBill) => number) => made.reduce((total, b) => total + of(b), 0);
        expect(table.staticOrder).toEqual({
          totalAmount: sum((b) => b.totalAmount),
          coupon: sum((b) => b.coupon),
          discountDeduction: sum((b) => b.discountDeduction),
          memberDeduction: sum((b) => b.memberDeduction),
          giftVoucher: sum((b) => b.giftVoucher),
          rechargeAmount: 0,
          rechargeAmountGift: 0,
        });
      }),
      { numRuns: 30 },
    );
  });
});
