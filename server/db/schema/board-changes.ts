import { bigint, date, index, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The board's change log (ADR 022): one row per committed change to what a day board draws, written by triggers
 * (migration 0010) in the write's own transaction, so no code path can forget it. `day` is the board day an
 * appointment change touched, or null for a change that reaches every day of the shop (hours, holidays, leave, staff,
 * display settings, the time zone, a customer's VIP flag). Writes only ever append: a day's board version is the
 * number of changes (the sum of `weight`) and the largest id of its rows and the shop-wide ones, so any commit that
 * touches the day changes it, with no row that concurrent bookings would update and queue on.
 */
export const boardChanges = pgTable(
  'board_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull(),
    day: date('day'),
    /**
     * The changes the row stands for: 1 as a trigger writes it; housekeeping folds a shop-and-day's older rows into its
     * newest one (compactBoardChanges), which then carries their sum, so the version stays and the log stays small.
     */
    weight: integer('weight').notNull().default(1),
  },
  (t) => [index('board_changes_shop_day_idx').on(t.shopId, t.day, t.id, t.weight)],
);
