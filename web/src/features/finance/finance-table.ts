import { slotOf, type TBillColumn, type TBillDet, type TStaticOrder } from '../../../../contract/bills';
import { addDays } from '../../../../contract/shop-time';
import { detectClient } from '../../lib/device.detect';

/** Pure rules of the finance table (SPEC §2.10): where a cell goes, what it adds up to and how it looks. */

export type TFinanceRow = {
  /** The row's 15-minute slot, 'HH:mm'. */
  slot: string;
  /** Per column, in the columns' order: the cells whose record time falls in this slot. */
  cells: TBillDet[][];
};

const byTimeThenId = (a: TBillDet, b: TBillDet) =>
  a.billStartTime === b.billStartTime ? a.id - b.id : a.billStartTime < b.billStartTime ? -1 : 1;

/**
 * The table's rows: one per slot the server sends, plus the slot of any cell outside them (the server stretches its
 * slots to every bill; this keeps a cell from being lost if it ever does not), in time order.
 */
export function financeRows(columns: readonly TBillColumn[], slots: readonly string[]): TFinanceRow[] {
  const bySlot = new Map<string, TBillDet[][]>();
  const rowOf = (slot: string) => {
    let row = bySlot.get(slot);
    if (!row) {
      row = columns.map(() => []);
      bySlot.set(slot, row);
    }
    return row;
  };
  for (const slot of slots) rowOf(slot);
  columns.forEach((column, index) => {
    for (const det of column.billDetList) rowOf(slotOf(det.billStartTime))[index].push(det);
  });
  return [...bySlot.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([slot, cells]) => ({ slot, cells: cells.map((list) => [...list].sort(byTimeThenId)) }));
}

/** The 'total:' row: each column's sum of billAmt. */
export const columnTotals = (columns: readonly TBillColumn[]): number[] =>
  columns.map((column) => column.billDetList.reduce((sum, det) => sum + det.billAmt, 0));

/** SPEC §2.10 footer: total, coupon, discount, card deduction (member + gift voucher), card recharge (both kinds). */
export type TFooterTotals = {
  total: number;
  coupon: number;
  discount: number;
  cardDeduction: number;
  cardRecharge: number;
};

export function footerTotals(staticOrder: TStaticOrder): TFooterTotals {
  return {
    total: staticOrder.totalAmount,
    coupon: staticOrder.coupon,
    discount: staticOrder.discountDeduction,
    cardDeduction: staticOrder.memberDeduction + staticOrder.giftVoucher,
    cardRecharge: staticOrder.rechargeAmount + staticOrder.rechargeAmountGift,
  };
}

/** The staff a record can go to (bill/transfer): billing accounts of the day other than those already on the bill. */
export function transferTargets(det: Pick<TBillDet, 'billId'>, columns: readonly TBillColumn[]): TBillColumn[] {
  const onBill = new Set(
    columns.filter((c) => c.billDetList.some((d) => d.billId === det.billId)).map((c) => c.shopAccountId),
  );
  return columns.filter((c) => c.financeFlag === 0 && !onBill.has(c.shopAccountId));
}

/** SPEC §3 'Bill display config': the 'total:' row and the footer totals, from setup/displayBill. */
export type TBillConfig = { showHeji: boolean; showZongji: boolean };

export const billConfigOf = (display: { displayBillHJ?: string; displayBillZJ?: string } | undefined): TBillConfig => ({
  showHeji: display?.displayBillHJ === '1',
  showZongji: display?.displayBillZJ === '1',
});

/** The footer shows when showZongji is set and the user is not accountType 2 (whose answer has no totals anyway). */
export const isFooterShown = (config: TBillConfig, staticOrder: TStaticOrder | null, accountType: number | undefined) =>
  config.showZongji && staticOrder !== null && accountType !== 2;

/** SPEC §4 'Bill detail': modified when updateTime differs from createTime. */
export const isModifiedCell = (det: Pick<TBillDet, 'createTime' | 'updateTime'>) => det.createTime !== det.updateTime;

/** SPEC §2.10: 'temporary appointment' when appointId is not greater than 0. */
export const isTemporaryCell = (det: Pick<TBillDet, 'appointId'>) => !(det.appointId > 0);

/** SPEC §2.10 colours: red for jobFlag 2 (off post), blue with white text for accountType 3 (temporary). */
export type TColumnTone = 'away' | 'temporary' | 'normal';

export function columnTone(column: Pick<TBillColumn, 'jobFlag' | 'accountType'>): TColumnTone {
  if (column.jobFlag === 2) return 'away';
  if (column.accountType === 3) return 'temporary';
  return 'normal';
}

/** SPEC §9: tables are at most 550 px high on phones and 750 px on desktops. */
export const TABLE_MAX_PHONE = 550;
export const TABLE_MAX_DESKTOP = 750;
/** Below this the table would show too few rows to use; the page scrolls instead. */
export const TABLE_MIN = 240;

/** Windows and Mac browsers (an iPhone's 'like Mac OS X' is iOS, not a Mac). */
export const isWindowsOrMac = (userAgent: string) => ['Windows', 'macOS'].includes(detectClient(userAgent).os);

/**
 * SPEC §2.10: the table is the viewport height minus 250 on Windows or Mac browsers, minus 200 otherwise; within
 * SPEC §9's maximum for the device.
 */
export function financeTableHeight(viewportHeight: number, userAgent: string, isPhone: boolean): number {
  const height = viewportHeight - (isWindowsOrMac(userAgent) ? 250 : 200);
  return Math.max(TABLE_MIN, Math.min(height, isPhone ? TABLE_MAX_PHONE : TABLE_MAX_DESKTOP));
}

/** SPEC §2.10: 'yesterday' while viewing the shop's today, otherwise 'back to today'. */
export function dayJump(day: string, today: string): { kind: 'yesterday' | 'today'; target: string } {
  return day === today ? { kind: 'yesterday', target: addDays(today, -1) } : { kind: 'today', target: today };
}
