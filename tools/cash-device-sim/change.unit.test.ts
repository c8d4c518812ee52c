import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeChange, totalOf } from './change';

const stock = (entries: [number, number][]) => new Map(entries);
const plain = (change: Map<number, number> | null) =>
  change && Object.fromEntries([...change].filter(([, n]) => n > 0).sort((a, b) => b[0] - a[0]));

describe('change from a limited stock', () => {
  it('finds 6 from one 5 and three 2s, where largest-first fails', () => {
    expect(
      plain(
        makeChange(
          6,
          stock([
            [5, 1],
            [2, 3],
          ]),
        ),
      ),
    ).toEqual({ 2: 3 });
  });

  it('makes 30 as three 10s and 45 as 25 + 10 + 10 from 25s and 10s, and refuses 15', () => {
    const coins = stock([
      [25, 2],
      [10, 3],
    ]);
    expect(plain(makeChange(30, coins))).toEqual({ 10: 3 });
    expect(plain(makeChange(45, coins))).toEqual({ 25: 1, 10: 2 });
    expect(makeChange(15, coins)).toBeNull();
  });

  it('uses the fewest pieces when several ways exist', () => {
    expect(
      plain(
        makeChange(
          600,
          stock([
            [500, 1],
            [200, 5],
            [100, 10],
          ]),
        ),
      ),
    ).toEqual({ 500: 1, 100: 1 });
  });

  it('refuses what the stock cannot make, and gives nothing for nothing', () => {
    expect(
      makeChange(
        300,
        stock([
          [200, 1],
          [500, 4],
        ]),
      ),
    ).toBeNull();
    expect(makeChange(1, stock([]))).toBeNull();
    expect(plain(makeChange(0, stock([[200, 1]])))).toEqual({});
  });

  it('never uses more pieces than there are, and always sums to the amount (any stock)', () => {
    const euro = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000];
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 6 }), { minLength: euro.length, maxLength: euro.length }),
        fc.nat({ max: 5000 }),
        (counts, amount) => {
          const on = stock(euro.map((v, i) => [v, counts[i]]));
          const change = makeChange(amount, on);
          if (!change) return;
          expect(totalOf(change)).toBe(amount);
          for (const [value, n] of change) expect(n).toBeLessThanOrEqual(on.get(value) ?? 0);
        },
      ),
    );
  });
});
