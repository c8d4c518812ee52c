import type { z } from 'zod';
import type { ZBoardNotModified } from '../../../contract/appointments-board';
import { todayIn } from '../../../contract/shop-time';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { JsonText } from '../../http/envelope';
import { listBookableStaff, listShopWork } from '../work-time/work-time.repo';
import { notWorkPeriodsOf, shopWeekOf, slotsOfDay } from '../work-time/work-time.service';
import { boardCacheOf } from './board.cache';
import { compactBoardChanges, readBoardListJson, readBoardVersion, type TBoardVersionRow } from './board.repo';

/**
 * A version read from more rows of the change log than this has them folded (compactBoardChanges) by the read that
 * builds the board: the version is the same after, and every later read of it, 'not modified' above all, sums a few
 * rows instead of every change since housekeeping's hourly fold (ADR 022).
 */
export const FOLD_AFTER_ROWS = 64;

/**
 * appoint/queryPointList, the day board (ADR 022). First its version, read by the session's own statement: the day's
 * change marks, the SMS left and whether the day is the shop's today (off duty shows on today only). The same version as the client's
 * `ifVersion` answers 'not modified'; one this instance built the board at answers the kept JSON. Otherwise the board
 * is built in a fixed number of statements whatever its size (the appointments as JSON by the database, the
 * technicians, the hours, holidays and leave) and kept; the shop's change log is folded first when the version was read
 * from more than FOLD_AFTER_ROWS rows.
 */
export async function queryPointList(
  ctx: TSessionCtx,
  input: { appointDay: string; ifVersion?: string },
): Promise<JsonText | z.input<typeof ZBoardNotModified>> {
  const day = input.appointDay;
  const row =
    (ctx.sessionRead as TBoardVersionRow | null | undefined) ?? (await readBoardVersion(ctx.tx, ctx.shopId, day));
  if (!row) throw new AppError('NOT_FOUND');
  const isToday = todayIn(row.timeZone, ctx.now) === day;
  const boardVersion = `${row.changes}.${row.msgNums}.${isToday ? 1 : 0}`;
  if (input.ifVersion === boardVersion) return { appointDay: day, boardVersion, notModified: true };
  const cache = boardCacheOf(ctx.db);
  const kept = cache.get(ctx.shopId, day, boardVersion);
  if (kept) return new JsonText(kept);

  if (row.rows > FOLD_AFTER_ROWS) await compactBoardChanges(ctx.db, ctx.shopId);
  const showPhone = row.displayPhone === '1';
  const [staff, shopRows] = await Promise.all([
    listBookableStaff(ctx.tx, ctx.shopId),
    listShopWork(ctx.tx, ctx.shopId),
  ]);
  const [appointments, periods] = await Promise.all([
    readBoardListJson(ctx, ctx.shopId, day, showPhone),
    notWorkPeriodsOf(ctx, { date: day, zone: row.timeZone, staff, shopRows }),
  ]);
  const periodsOf = new Map(periods.map((p) => [p.accountId, p.periods]));
  const bookableIds = new Set(staff.map((s) => s.id));
  const holders = (JSON.parse(appointments.holders) as { id: number; name: string }[]).filter(
    (h) => !bookableIds.has(h.id),
  );
  const technicians = [
    ...staff.map((s) => ({ shopAccountId: s.id, name: s.name, isBookable: true, periods: periodsOf.get(s.id) ?? [] })),
    ...holders.map((h) => ({ shopAccountId: h.id, name: h.name, isBookable: false, periods: [] })),
  ];
  const frame = JSON.stringify({
    appointDay: day,
    boardVersion,
    displayPhone: row.displayPhone,
    slots: slotsOfDay(shopWeekOf(shopRows), day),
    technicians,
    reminders: { enabled: row.reminderEnabled === '1', msgNums: row.msgNums },
  });
  const json = `${frame.slice(0, -1)},"projects":${appointments.projects},"list":${appointments.list}}`;
  cache.set(ctx.shopId, day, boardVersion, json);
  return new JsonText(json);
}
