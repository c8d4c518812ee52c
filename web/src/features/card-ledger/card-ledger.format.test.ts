import { describe, expect, it } from 'vitest';
import { formatCents } from '../../lib/money.format';
import {
  changeTypeTag,
  deductionLines,
  formatBillDay,
  hasGiftPart,
  ledgerCents,
  ledgerListInput,
  ledgerRowNumber,
} from './card-ledger.format';

describe('card ledger format (SPEC §2.12)', () => {
  it('reads an empty balance as 0 and formats it in the shop currency, never a fixed ¥ (issue 21)', () => {
    expect(ledgerCents(12345)).toBe(12345);
    expect(ledgerCents(-500)).toBe(-500);
    expect(ledgerCents(undefined)).toBe(0);
    expect(ledgerCents(null)).toBe(0);
    expect(ledgerCents(Number.NaN)).toBe(0);
    expect(formatCents(ledgerCents(-500), 'EUR', 'en')).toBe('-€5.00');
    expect(formatCents(ledgerCents(null), 'EUR', 'it-IT')).toBe('0,00\u00a0€');
  });

  it('numbers rows as index + 10 × (page − 1) + 1', () => {
    expect(ledgerRowNumber(0, 1)).toBe(1);
    expect(ledgerRowNumber(3, 2)).toBe(14);
  });

  it('tags 1 recharge primary, 2 consume success and the others info (SPEC §4)', () => {
    expect(changeTypeTag(1)).toEqual({ color: 'processing', labelKey: 'cardLedger.changeType.recharge' });
    expect(changeTypeTag(2)).toEqual({ color: 'success', labelKey: 'cardLedger.changeType.consume' });
    expect(changeTypeTag(3)).toEqual({ color: 'default', labelKey: 'cardLedger.changeType.refund' });
    expect(changeTypeTag(5).labelKey).toBe('cardLedger.changeType.gift');
    expect(changeTypeTag(9)).toEqual({ color: 'default', labelKey: 'cardLedger.changeType.unknown' });
  });

  it('lists only the non-zero deductions, in order', () => {
    expect(deductionLines({ coupon: 0, giftVoucher: 200, memberDeduction: 0, discountDeduction: 50 })).toEqual([
      { key: 'giftVoucher', cents: 200 },
      { key: 'discountDeduction', cents: 50 },
    ]);
    expect(deductionLines({ coupon: 0, giftVoucher: 0, memberDeduction: 0, discountDeduction: 0 })).toEqual([]);
  });

  it('shows paid and gift parts only for a recharge with a gift', () => {
    expect(hasGiftPart({ changeType: 1, giftAmount: 100 })).toBe(true);
    expect(hasGiftPart({ changeType: 1, giftAmount: 0 })).toBe(false);
    expect(hasGiftPart({ changeType: 2, giftAmount: 100 })).toBe(false);
  });

  it('sends {key ""} with no filter and {cardNo, customPhone} with one (SPEC §7)', () => {
    expect(ledgerListInput({ cardNo: ' ', customPhone: '' }, 1, 10)).toEqual({ curPage: 1, limit: 10, key: '' });
    expect(ledgerListInput({ cardNo: 'M-1 ', customPhone: '' }, 2, 20)).toEqual({
      curPage: 2,
      limit: 20,
      cardNo: 'M-1',
      customPhone: '',
    });
  });

  it('formats the bill day as that very day', () => {
    expect(formatBillDay('2026-03-01', 'en')).toBe('Mar 1, 2026');
    expect(formatBillDay('garbage', 'en')).toBe('garbage');
  });
});
