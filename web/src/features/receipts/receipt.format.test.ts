import { describe, expect, it } from 'vitest';
import { receiptCards, receiptDate, receiptDeductions, receiptMoney, receiptTenders } from './receipt.format';

const tender = { payType: 'cash', cashAmount: 0, cardAmount: 0, actualAmount: 0 };

describe('receipt format (issue 21)', () => {
  it("prints money in the receipt shop's currency", () => {
    expect(receiptMoney({ shop: { currency: 'EUR' } } as never, 'en')(1250)).toBe('€12.50');
  });

  it('lists the non-zero deductions in order', () => {
    expect(receiptDeductions({ coupon: 0, giftVoucher: 500, memberDeduction: 2000, discountDeduction: 0 })).toEqual([
      { key: 'giftVoucher', cents: 500 },
      { key: 'memberDeduction', cents: 2000 },
    ]);
  });

  it('lists the cash and card parts, the pay type for an other tender, nothing when the cards paid all', () => {
    expect(receiptTenders({ ...tender, cashAmount: 1000, cardAmount: 500, actualAmount: 1500 })).toEqual([
      { key: 'cash', cents: 1000 },
      { key: 'card', cents: 500 },
    ]);
    expect(receiptTenders({ ...tender, payType: 'other', actualAmount: 900 })).toEqual([{ key: 'other', cents: 900 }]);
    expect(receiptTenders(tender)).toEqual([]);
  });

  it('prints the bill day as that day with its time', () => {
    expect(receiptDate({ billDay: '2026-03-01', recordTime: '14:05' }, 'en')).toBe('Mar 1, 2026 14:05');
  });

  it('lists only the cards the bill moved', () => {
    expect(receiptCards({ memberCardNo: '•••• 0001', memberBalance: 3000, giftCardNo: '', giftBalance: null })).toEqual(
      [{ key: 'member', cardNo: '•••• 0001', cents: 3000 }],
    );
  });
});
