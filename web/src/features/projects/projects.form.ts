import type { TProduct, TProductType } from '../../../../contract/projects';
import { COLOR_HISTORY_MAX, DURATION_STEP } from '../../../../contract/projects';
import { storage } from '../../lib/storage.keys';

/** SPEC §2.15: the index column shows row index + 10 × (page − 1) + 1. */
export const rowNumber = (rowIndex: number, page: number, pageSize = 10) => rowIndex + pageSize * (page - 1) + 1;

/** SPEC §2.15: the up button shows when the row index is above 0 or the page is above 1. */
export const isUpVisible = (rowIndex: number, page: number) => rowIndex > 0 || page > 1;

/** The down button shows while a row follows this one in the filtered list (on this page or the next). */
export const isDownVisible = (rowIndex: number, page: number, totalCount: number, pageSize = 10) =>
  rowNumber(rowIndex, page, pageSize) < totalCount;

/** The two sortOrder writes of a swap: each row takes the other's sortOrder. */
export const swapSortOrders = (
  row: Pick<TProduct, 'id' | 'sortOrder'>,
  neighbour: Pick<TProduct, 'id' | 'sortOrder'>,
) =>
  [
    { productId: row.id, sortOrder: neighbour.sortOrder },
    { productId: neighbour.id, sortOrder: row.sortOrder },
  ] as const;

/** The project form's duration stepper is strict (SPEC §2.15): a typed value snaps to the nearest step, at least 15. */
export function snapDuration(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return Math.max(DURATION_STEP, Math.round(value / DURATION_STEP) * DURATION_STEP);
}

export const isValidDuration = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= DURATION_STEP && value % DURATION_STEP === 0;

export const isValidVisitDays = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** SPEC §2.15: the form's type select leaves out types for temporary staff (accountType 3), oldest first. */
export const selectableTypes = (types: readonly TProductType[]) =>
  types
    .filter((type) => type.accountType !== 3)
    .sort((a, b) => a.createTime.localeCompare(b.createTime) || a.id - b.id);

/** The colour history: the latest colour first, no repeats, at most 8 (SPEC §9). */
export function pushColorHistory(history: readonly string[], color: string): string[] {
  const normalized = color.replace(/\s+/g, '');
  return [normalized, ...history.filter((item) => item !== normalized)].slice(0, COLOR_HISTORY_MAX);
}

export function readColorHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.get('projectColorHistory') ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string').slice(0, COLOR_HISTORY_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Remembers a used colour; returns the new history. */
export function rememberColor(color: string): string[] {
  const next = pushColorHistory(readColorHistory(), color);
  storage.set('projectColorHistory', JSON.stringify(next));
  return next;
}
