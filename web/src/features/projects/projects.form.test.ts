import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRESET_PROJECT_COLORS, type TProductType } from '../../../../contract/projects';
import {
  isDownVisible,
  isUpVisible,
  isValidDuration,
  isValidVisitDays,
  pushColorHistory,
  readColorHistory,
  rememberColor,
  rowNumber,
  selectableTypes,
  snapDuration,
  swapSortOrders,
} from './projects.form';

describe('project list rules (SPEC §2.15)', () => {
  it('numbers rows as row index + 10 × (page − 1) + 1', () => {
    expect(rowNumber(0, 1)).toBe(1);
    expect(rowNumber(9, 1)).toBe(10);
    expect(rowNumber(0, 2)).toBe(11);
    expect(rowNumber(3, 4)).toBe(34);
  });

  it('shows up when the row index is above 0 or the page above 1', () => {
    expect(isUpVisible(0, 1)).toBe(false);
    expect(isUpVisible(1, 1)).toBe(true);
    expect(isUpVisible(0, 2)).toBe(true);
  });

  it('shows down while a row follows, on this page or the next', () => {
    expect(isDownVisible(9, 1, 11)).toBe(true);
    expect(isDownVisible(0, 2, 11)).toBe(false);
    expect(isDownVisible(2, 1, 3)).toBe(false);
    expect(isDownVisible(1, 1, 3)).toBe(true);
  });

  it('swaps the sortOrder of two neighbours', () => {
    expect(swapSortOrders({ id: 7, sortOrder: 3 }, { id: 9, sortOrder: 2 })).toEqual([
      { productId: 7, sortOrder: 2 },
      { productId: 9, sortOrder: 3 },
    ]);
  });
});

describe('project form rules (SPEC §5)', () => {
  it('keeps durations on the 15-minute step, at least 15', () => {
    expect(snapDuration(50)).toBe(45);
    expect(snapDuration(53)).toBe(60);
    expect(snapDuration(0)).toBe(15);
    expect(snapDuration(null)).toBeNull();
    expect(isValidDuration(15)).toBe(true);
    expect(isValidDuration(90)).toBe(true);
    expect(isValidDuration(0)).toBe(false);
    expect(isValidDuration(20)).toBe(false);
    expect(isValidDuration(null)).toBe(false);
  });

  it('accepts visitDays as an integer ≥ 0', () => {
    expect(isValidVisitDays(0)).toBe(true);
    expect(isValidVisitDays(30)).toBe(true);
    expect(isValidVisitDays(-1)).toBe(false);
    expect(isValidVisitDays(1.5)).toBe(false);
    expect(isValidVisitDays(null)).toBe(false);
  });

  it('offers the types not kept for temporary staff, oldest first', () => {
    const type = (id: number, accountType: number, createTime: string): TProductType => ({
      id,
      name: `t${id}`,
      accountType,
      createTime,
      productCount: 0,
      version: 1,
    });
    const types = [
      type(1, 0, '2024-03-01T00:00:00.000Z'),
      type(2, 3, '2024-01-01T00:00:00.000Z'),
      type(3, 0, '2024-02-01T00:00:00.000Z'),
    ];
    expect(selectableTypes(types).map((item) => item.id)).toEqual([3, 1]);
  });
});

describe('colour history (SPEC §9)', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    globalThis.localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
      clear: () => store.clear(),
      key: () => null,
      length: 0,
    } as Storage;
  });
  afterEach(() => {
    // @ts-expect-error the node test environment has no localStorage of its own
    delete globalThis.localStorage;
  });

  it('keeps the latest 8 colours, newest first, without repeats', () => {
    let history: string[] = [];
    for (const color of PRESET_PROJECT_COLORS.slice(0, 10)) history = pushColorHistory(history, color);
    expect(history).toHaveLength(8);
    expect(history[0]).toBe(PRESET_PROJECT_COLORS[9]);
    history = pushColorHistory(history, 'rgba(52, 152, 219, 0.5)');
    expect(history[0]).toBe('rgba(52,152,219,0.5)');
    expect(new Set(history).size).toBe(history.length);
  });

  it('is kept in localStorage and survives garbage', () => {
    rememberColor('rgba(1,2,3,0.5)');
    rememberColor('rgba(4,5,6,0.5)');
    expect(readColorHistory()).toEqual(['rgba(4,5,6,0.5)', 'rgba(1,2,3,0.5)']);
    store.set('projectColorHistory', '{not json');
    expect(readColorHistory()).toEqual([]);
  });
});
