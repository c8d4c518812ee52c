/**
 * Change from a limited stock (issue 24): the fewest pieces that make an amount exactly out of the counts on hand, or
 * null when no combination does. Greedy (largest first) is wrong with limited stock: 6 from one 5 and three 2s is
 * 2 + 2 + 2, which greedy misses after taking the 5. A dynamic programme over the amount, each denomination's count
 * split in powers of two (so a bounded count costs log(count) passes, not count).
 */
export type TStock = ReadonlyMap<number, number>;

export function makeChange(amount: number, stock: TStock): Map<number, number> | null {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`not an amount in cents: ${amount}`);
  const result = new Map<number, number>();
  if (amount === 0) return result;
  // Bundles: (denomination, how many pieces), so that any count up to the stock is a sum of distinct bundles.
  const bundles: { value: number; pieces: number }[] = [];
  for (const [value, count] of stock) {
    if (!Number.isInteger(value) || value <= 0) throw new Error(`not a denomination in cents: ${value}`);
    let left = Math.min(count, Math.floor(amount / value));
    for (let size = 1; left > 0; size *= 2) {
      const pieces = Math.min(size, left);
      bundles.push({ value, pieces });
      left -= pieces;
    }
  }
  const INF = Number.POSITIVE_INFINITY;
  const fewest = new Float64Array(amount + 1).fill(INF);
  // Which bundle last reached a sum: 0/1 knapsack, one row of choices per bundle.
  const chosen: Uint8Array[] = [];
  fewest[0] = 0;
  for (const bundle of bundles) {
    const step = bundle.value * bundle.pieces;
    const row = new Uint8Array(amount + 1);
    for (let sum = amount; sum >= step; sum--) {
      const through = fewest[sum - step] + bundle.pieces;
      if (through < fewest[sum]) {
        fewest[sum] = through;
        row[sum] = 1;
      }
    }
    chosen.push(row);
  }
  if (fewest[amount] === INF) return null;
  let sum = amount;
  for (let i = bundles.length - 1; i >= 0 && sum > 0; i--) {
    if (chosen[i][sum] !== 1) continue;
    const { value, pieces } = bundles[i];
    result.set(value, (result.get(value) ?? 0) + pieces);
    sum -= value * pieces;
  }
  return result;
}

/** The total of a set of pieces, in cents. */
export const totalOf = (pieces: ReadonlyMap<number, number>) =>
  [...pieces].reduce((sum, [value, count]) => sum + value * count, 0);
