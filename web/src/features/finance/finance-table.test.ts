import { describe, expect, it } from 'vitest';
import type { TBillColumn, TBillDet } from '../../../../contract/bills';
import {
  billConfigOf,
  columnTone,
  columnTotals,
  dayJump,
  financeRows,
  financeTableHeight,
  footerTotals,
  isFooterShown,
  isModifiedCell,
  isTemporaryCell,
  isWindowsOrMac,
} from './finance-table';

const det = (id: number, billStartTime: string, billAmt: number, extra: Partial<TBillDet> = {}): TBillDet => ({
  id,
  billId: 100 + id,
  billOrderNo: `B${id}`,
  billStatus: 'paid',
  billStartTime,
  shopAccountId: 1,
  billAmt,
  borrowed: 0,
  adjustment: 0,
  appointId: 0,
  appointProductTitle: '',
  appointCustomName: '',
  appointCustomPhone: '',
  appointDay: '',
  appointStartTime: '',
  billAmtChangeReson: '',
  billAmtChange: null,
  createTime: '2026-03-02T09:00:00.000Z',
  updateTime: '2026-03-02T09:00:00.000Z',
  ...extra,
});

const column = (shopAccountId: number, billDetList: TBillDet[], extra: Partial<TBillColumn> = {}): TBillColumn => ({
  shopAccountId,
  accountName: `Staff ${shopAccountId}`,
  accountType: 2,
  jobFlag: 0,
  financeFlag: 0,
  billDetList,
  ...extra,
});

const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('finance table cells (SPEC §2.10)', () => {
  it('puts each cell in the row of its 15-minute slot and its staff column', () => {
    const columns = [
      column(1, [det(1, '09:14', 1000), det(2, '09:00', 2000)]),
      column(2, [det(3, '09:15', 500), det(4, '09:29', 700)]),
    ];
    const rows = financeRows(columns, ['09:00', '09:15', '09:30']);
    expect(rows.map((row) => row.slot)).toEqual(['09:00', '09:15', '09:30']);
    expect(rows[0].cells[0].map((d) => d.id)).toEqual([2, 1]);
    expect(rows[0].cells[1]).toEqual([]);
    expect(rows[1].cells[0]).toEqual([]);
    expect(rows[1].cells[1].map((d) => d.id)).toEqual([3, 4]);
    expect(rows[2].cells).toEqual([[], []]);
  });

  it('adds a row for a cell outside the slots sent, in time order, so no bill is lost', () => {
    const rows = financeRows([column(1, [det(1, '21:40', 900), det(2, '07:05', 100)])], ['08:00', '08:15']);
    expect(rows.map((row) => row.slot)).toEqual(['07:00', '08:00', '08:15', '21:30']);
    expect(rows[0].cells[0][0].id).toBe(2);
    expect(rows[3].cells[0][0].id).toBe(1);
  });

  it('keeps every cell exactly once', () => {
    const columns = [column(1, [det(1, '10:00', 1), det(2, '10:07', 2)]), column(2, [det(3, '18:59', 3)])];
    const rows = financeRows(columns, ['10:00', '18:45']);
    const placed = rows.flatMap((row) => row.cells.flat()).map((d) => d.id);
    expect(placed.sort()).toEqual([1, 2, 3]);
  });

  it('sums each column for the total: row', () => {
    const columns = [column(1, [det(1, '09:00', 1250), det(2, '10:00', 750)]), column(2, [])];
    expect(columnTotals(columns)).toEqual([2000, 0]);
  });

  it('marks a cell modified when updateTime differs from createTime', () => {
    expect(isModifiedCell(det(1, '09:00', 1))).toBe(false);
    expect(isModifiedCell(det(1, '09:00', 1, { updateTime: '2026-03-02T10:00:00.000Z' }))).toBe(true);
  });

  it("reads 'temporary appointment' when appointId is not greater than 0", () => {
    expect(isTemporaryCell({ appointId: 0 })).toBe(true);
    expect(isTemporaryCell({ appointId: -1 })).toBe(true);
    expect(isTemporaryCell({ appointId: 12 })).toBe(false);
  });

  it('colours jobFlag 2 red and accountType 3 blue', () => {
    expect(columnTone({ jobFlag: 2, accountType: 2 })).toBe('away');
    expect(columnTone({ jobFlag: 0, accountType: 3 })).toBe('temporary');
    expect(columnTone({ jobFlag: 0, accountType: 1 })).toBe('normal');
  });
});

describe('finance table totals (SPEC §2.10)', () => {
  const staticOrder = {
    totalAmount: 50000,
    coupon: 500,
    discountDeduction: 1000,
    memberDeduction: 3000,
    giftVoucher: 2000,
    rechargeAmount: 20000,
    rechargeAmountGift: 5000,
  };

  it('adds member card and gift voucher as card deduction, both recharges as card recharge', () => {
    expect(footerTotals(staticOrder)).toEqual({
      total: 50000,
      coupon: 500,
      discount: 1000,
      cardDeduction: 5000,
      cardRecharge: 25000,
    });
  });

  it('reads showHeji and showZongji from displayBillHJ / displayBillZJ = "1"', () => {
    expect(billConfigOf({ displayBillHJ: '1', displayBillZJ: '0' })).toEqual({ showHeji: true, showZongji: false });
    expect(billConfigOf({ displayBillHJ: '0', displayBillZJ: '1' })).toEqual({ showHeji: false, showZongji: true });
    expect(billConfigOf(undefined)).toEqual({ showHeji: false, showZongji: false });
  });

  it('shows the footer only with showZongji, totals sent, and a user not of accountType 2', () => {
    const on = { showHeji: false, showZongji: true };
    expect(isFooterShown(on, staticOrder, 1)).toBe(true);
    expect(isFooterShown(on, staticOrder, 2)).toBe(false);
    expect(isFooterShown(on, null, 1)).toBe(false);
    expect(isFooterShown({ showHeji: true, showZongji: false }, staticOrder, 1)).toBe(false);
  });
});

describe('finance table height (SPEC §2.10, §9)', () => {
  it('takes 250 off on Windows and Mac browsers and 200 elsewhere', () => {
    expect(financeTableHeight(900, WINDOWS, false)).toBe(650);
    expect(financeTableHeight(900, MAC, false)).toBe(650);
    expect(financeTableHeight(900, LINUX, false)).toBe(700);
    expect(financeTableHeight(700, ANDROID, true)).toBe(500);
    expect(financeTableHeight(700, IPHONE, true)).toBe(500);
  });

  it('keeps within 550 on phones and 750 on desktops', () => {
    expect(financeTableHeight(1200, WINDOWS, false)).toBe(750);
    expect(financeTableHeight(1200, LINUX, false)).toBe(750);
    expect(financeTableHeight(900, IPHONE, true)).toBe(550);
  });

  it('never collapses below a usable height', () => {
    expect(financeTableHeight(300, WINDOWS, false)).toBe(240);
  });

  it('counts an iPhone as iOS, not as a Mac', () => {
    expect(isWindowsOrMac(IPHONE)).toBe(false);
    expect(isWindowsOrMac(MAC)).toBe(true);
    expect(isWindowsOrMac(WINDOWS)).toBe(true);
  });
});

describe('date buttons (SPEC §2.10)', () => {
  it("offers 'yesterday' on today and 'back to today' on any other day", () => {
    expect(dayJump('2026-03-01', '2026-03-01')).toEqual({ kind: 'yesterday', target: '2026-02-28' });
    expect(dayJump('2026-02-28', '2026-03-01')).toEqual({ kind: 'today', target: '2026-03-01' });
    expect(dayJump('2026-03-05', '2026-03-01')).toEqual({ kind: 'today', target: '2026-03-01' });
  });
});
