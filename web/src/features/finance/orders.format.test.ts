import { describe, expect, it } from 'vitest';
import type { TBill } from '../../../../contract/bills';
import { transferTargets } from './finance-table';
import {
  canEditCardDeduction,
  checkEdit,
  editDraftOf,
  editFigures,
  hisOrderInput,
  orderDeductions,
  orderTypeKey,
  payTypeKey,
  signedDecimalToCents,
} from './orders.format';

const line = (id: number, amount: number, extra: Partial<TBill['staff'][number]> = {}): TBill['staff'][number] => ({
  id,
  shopAccountId: id,
  accountName: `Staff ${id}`,
  accountType: 2,
  amount,
  borrowed: 0,
  adjustment: 0,
  amountBefore: null,
  changeReason: '',
  createTime: '2026-03-02T09:00:00.000Z',
  updateTime: '2026-03-02T09:00:00.000Z',
  ...extra,
});

const bill = (extra: Partial<TBill> = {}): TBill => ({
  id: 7,
  billOrderNo: 'B0007',
  orderType: 'frontDesk',
  payType: 'cash',
  status: 'paid',
  totalAmount: 10000,
  actualAmount: 9000,
  cashAmount: 9000,
  cardAmount: 0,
  cashReceived: null,
  changeAmount: 0,
  giftAmount: 0,
  coupon: 1000,
  giftVoucher: 0,
  memberDeduction: 0,
  discountDeduction: 0,
  memberCardNo: '',
  giftCardNo: '',
  billDay: '2026-03-02',
  recordTime: '10:15',
  customerCount: 1,
  reason: '',
  customerId: null,
  customName: '',
  customPhone: '',
  appointId: 0,
  transactionId: '',
  createTime: '2026-03-02T09:15:00.000Z',
  paidTime: '2026-03-02T09:15:00.000Z',
  staff: [line(1, 6000), line(2, 4000, { adjustment: -500 })],
  products: [],
  version: 3,
  ...extra,
});

describe('order history (SPEC §2.12)', () => {
  it("names the three order types and reads any other as 'unknown'", () => {
    expect(orderTypeKey('frontDesk')).toBe('frontDesk');
    expect(orderTypeKey('memberRecharge')).toBe('memberRecharge');
    expect(orderTypeKey('giftCardRecharge')).toBe('giftCardRecharge');
    expect(orderTypeKey('refund')).toBe('unknown');
    expect(orderTypeKey('')).toBe('unknown');
    expect(payTypeKey('card')).toBe('card');
    expect(payTypeKey('wallet')).toBe('unknown');
  });

  it('lists only the deductions that are not zero, in order', () => {
    expect(orderDeductions(bill({ coupon: 100, memberDeduction: 0, giftVoucher: 200, discountDeduction: 0 }))).toEqual([
      { key: 'coupon', cents: 100 },
      { key: 'giftVoucher', cents: 200 },
    ]);
    expect(orderDeductions(bill({ coupon: 0 }))).toEqual([]);
  });

  it('sends only the filters that are set, with the range in order', () => {
    expect(hisOrderInput({ key: ' ', range: null }, 1, 10)).toEqual({ curPage: 1, limit: 10, key: '' });
    expect(
      hisOrderInput(
        {
          key: 'B12 ',
          orderType: 'memberRecharge',
          payType: 'card',
          status: 'unpaid',
          shopAccountId: 4,
          range: ['2026-03-05', '2026-03-01'],
        },
        2,
        20,
      ),
    ).toEqual({
      curPage: 2,
      limit: 20,
      key: 'B12',
      orderType: 'memberRecharge',
      payType: 'card',
      status: 'unpaid',
      shopAccountId: 4,
      startDay: '2026-03-01',
      endDay: '2026-03-05',
    });
  });
});

describe('bill edit (bill/edit, SPEC §5)', () => {
  it('reads signed amounts as cents', () => {
    expect(signedDecimalToCents('-5')).toBe(-500);
    expect(signedDecimalToCents('12.5')).toBe(1250);
    expect(signedDecimalToCents('')).toBe(0);
    expect(signedDecimalToCents('abc')).toBeNull();
  });

  it('starts from the bill as it is', () => {
    const draft = editDraftOf(bill());
    expect(draft.lines).toEqual([
      { id: 1, amount: '60.00', adjustment: '0.00' },
      { id: 2, amount: '40.00', adjustment: '-5.00' },
    ]);
    expect(draft.coupon).toBe('10.00');
    expect(draft.payType).toBe('cash');
    expect(draft.isSplit).toBe(false);
    expect(draft.reason).toBe('');
  });

  it('follows the figures: total is the lines, actual is total less deductions', () => {
    const draft = {
      ...editDraftOf(bill()),
      lines: [
        { id: 1, amount: '70', adjustment: '0' },
        { id: 2, amount: '40', adjustment: '' },
      ],
    };
    expect(editFigures(draft)).toEqual({ total: 11000, deductions: 1000, actual: 10000 });
    expect(editFigures({ ...draft, coupon: 'x' }).actual).toBeNull();
  });

  it('sends every line, the deductions, the tender, the reason and the version read', () => {
    const draft = { ...editDraftOf(bill()), reason: ' wrong price ' };
    draft.lines[0].amount = '65';
    const checked = checkEdit(bill(), draft);
    expect(checked).toEqual({
      input: {
        billId: 7,
        version: 3,
        reason: 'wrong price',
        lines: [
          { id: 1, amount: 6500, adjustment: 0 },
          { id: 2, amount: 4000, adjustment: -500 },
        ],
        coupon: 1000,
        giftVoucher: 0,
        memberDeduction: 0,
        discountDeduction: 0,
        payType: 'cash',
      },
    });
  });

  it('requires the reason', () => {
    expect(checkEdit(bill(), editDraftOf(bill()))).toEqual({ problem: { field: 'reason', error: 'FIELD_REQUIRED' } });
  });

  it("says 'Amount error' for a line that is not an amount", () => {
    const draft = { ...editDraftOf(bill()), reason: 'r' };
    draft.lines[1].amount = '-3';
    expect(checkEdit(bill(), draft)).toEqual({ problem: { field: 'lines.1.amount', error: 'AMOUNT_ERROR' } });
  });

  it('gives each deduction its own error, and refuses deductions above the total', () => {
    const base = { ...editDraftOf(bill()), reason: 'r' };
    expect(checkEdit(bill(), { ...base, coupon: 'x' })).toEqual({
      problem: { field: 'coupon', error: 'COUPON_AMOUNT_ERROR' },
    });
    expect(checkEdit(bill(), { ...base, giftVoucher: '-1' })).toEqual({
      problem: { field: 'giftVoucher', error: 'GIFT_CARD_AMOUNT_ERROR' },
    });
    expect(checkEdit(bill(), { ...base, memberDeduction: '1.234' })).toEqual({
      problem: { field: 'memberDeduction', error: 'MEMBER_AMOUNT_ERROR' },
    });
    expect(checkEdit(bill(), { ...base, discountDeduction: 'ten' })).toEqual({
      problem: { field: 'discountDeduction', error: 'DISCOUNT_AMOUNT_ERROR' },
    });
    expect(checkEdit(bill(), { ...base, coupon: '80', discountDeduction: '30' })).toEqual({
      problem: { field: 'deductions', error: 'EXCEED_TOTAL' },
    });
  });

  it('counts an empty deduction as 0', () => {
    const checked = checkEdit(bill(), { ...editDraftOf(bill()), coupon: '', reason: 'r' });
    expect('input' in checked && checked.input.coupon).toBe(0);
  });

  it('sends a split tender only when its parts add up to the actual amount', () => {
    const base = { ...editDraftOf(bill()), reason: 'r', isSplit: true, payType: 'card' as const };
    expect(checkEdit(bill(), { ...base, cashAmount: '50', cardAmount: '30' })).toEqual({
      problem: { field: 'cashAmount', error: 'tenderMismatch' },
    });
    const checked = checkEdit(bill(), { ...base, cashAmount: '50', cardAmount: '40' });
    expect('input' in checked && [checked.input.cashAmount, checked.input.cardAmount]).toEqual([5000, 4000]);
    const other = checkEdit(bill(), { ...base, payType: 'other', cashAmount: '1', cardAmount: '1' });
    expect('input' in other && [other.input.payType, other.input.cashAmount]).toEqual(['other', undefined]);
  });

  it('keeps the gift card of a bill with a gift voucher, and allows card deductions only with a card', () => {
    const withGift = bill({ giftCardNo: 'G-1', giftVoucher: 500, coupon: 500 });
    const checked = checkEdit(withGift, { ...editDraftOf(withGift), reason: 'r' });
    expect('input' in checked && checked.input.giftCardNo).toBe('G-1');
    expect(canEditCardDeduction(bill(), 'memberDeduction')).toBe(false);
    expect(canEditCardDeduction(bill({ memberCardNo: 'M-1' }), 'memberDeduction')).toBe(true);
    expect(canEditCardDeduction(bill(), 'giftVoucher')).toBe(false);
    expect(canEditCardDeduction(bill(), 'coupon')).toBe(true);
  });
});

describe('technician adjustment targets', () => {
  it('offers the billing staff of the day who are not on the bill yet', () => {
    const cell = { billId: 7 };
    const columns = [
      { shopAccountId: 1, accountName: 'A', accountType: 2, jobFlag: 0, financeFlag: 0, billDetList: [{ billId: 7 }] },
      { shopAccountId: 2, accountName: 'B', accountType: 2, jobFlag: 0, financeFlag: 0, billDetList: [] },
      { shopAccountId: 3, accountName: 'C', accountType: 2, jobFlag: 0, financeFlag: 1, billDetList: [] },
      { shopAccountId: 4, accountName: 'D', accountType: 3, jobFlag: 2, financeFlag: 0, billDetList: [{ billId: 8 }] },
    ] as unknown as Parameters<typeof transferTargets>[1];
    expect(transferTargets(cell, columns).map((c) => c.shopAccountId)).toEqual([2, 4]);
  });
});
