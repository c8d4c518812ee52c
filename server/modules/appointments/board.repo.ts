import { type SQL, sql } from 'drizzle-orm';
import { builtOnce, builtParam } from '../../db/built-once';
import type { TDb } from '../../db/client';
import { rowsOf } from '../../http/session.repo';

/** What the board's version is read from, with the shop's settings the board draws (ADR 022). */
export type TBoardVersionRow = {
  /** The number of changes (sum of weights) and the largest id of the day's and the shop-wide rows, as 'count.id'. */
  changes: string;
  /** How many rows of the change log the version was read from (queryPointList folds them when they grow). */
  rows: number;
  msgNums: number;
  timeZone: string;
  displayPhone: '0' | '1';
  reminderEnabled: '0' | '1';
};

/**
 * The board's version as one JSON value: the day's change marks and the shop's fields the board shows that no trigger
 * logs (the SMS left, spent by every reminder). Read before the board itself, so a body is never older than the
 * version it is kept under; appoint/queryPointList has the session's statement read it (`sessionRead`, ADR 022).
 */
export function boardVersionValue(shopId: SQL, day: SQL): SQL {
  return sql`
    SELECT json_build_object(
             'changes', v.changes,
             'rows', v.rows,
             'msgNums', s.msg_nums,
             'timeZone', s.time_zone,
             'displayPhone', coalesce(st.display_phone, '1'),
             'reminderEnabled', coalesce(st.reminder_enabled, '0'))
      FROM shops s
      LEFT JOIN shop_settings st ON st.shop_id = s.id
     CROSS JOIN LATERAL (SELECT coalesce(sum(c.weight), 0) || '.' || coalesce(max(c.id), 0) AS changes,
                                count(*)::int AS rows
                           FROM board_changes c
                          WHERE c.shop_id = s.id AND (c.day = ${day}::date OR c.day IS NULL)) AS v
     WHERE s.id = ${shopId}`;
}

/**
 * Folds each shop-and-day's rows of board_changes into its newest row, which carries the sum of their weights: every
 * board version stays what it was (the same sum, the same largest id) while the log keeps one row per shop and day
 * plus what was written since. Rows a transaction still holds are not visible to it, so they stay and count when
 * they commit. One instance at a time (a transaction-level try-lock; another instance's run skips). Every shop's
 * rows, or one shop's. Answers the rows removed.
 */
export async function compactBoardChanges(db: TDb, shopId?: number): Promise<number> {
  const result = await db.execute(sql`
    WITH lock AS (SELECT pg_try_advisory_xact_lock(hashtextextended('board_changes:compact', 0)) AS ok),
    groups AS (
      SELECT c.shop_id, c.day, max(c.id) AS keep, sum(c.weight) AS total
        FROM board_changes c, lock
       WHERE lock.ok${shopId === undefined ? sql`` : sql` AND c.shop_id = ${shopId}`}
       GROUP BY c.shop_id, c.day
      HAVING count(*) > 1),
    kept AS (
      UPDATE board_changes c SET weight = g.total FROM groups g WHERE c.id = g.keep),
    gone AS (
      DELETE FROM board_changes c USING groups g
       WHERE c.shop_id = g.shop_id AND c.day IS NOT DISTINCT FROM g.day AND c.id < g.keep
      RETURNING c.id)
    SELECT count(*)::int AS removed FROM gone`);
  return rowsOf<{ removed: number }>(result)[0]?.removed ?? 0;
}

/** The board's version read on its own (boardVersionValue), when the session's statement did not read it. */
export async function readBoardVersion(db: TDb, shopId: number, day: string): Promise<TBoardVersionRow | undefined> {
  const result = await db.execute(sql`SELECT (${boardVersionValue(sql`${shopId}`, sql`${day}`)}) AS "version"`);
  return rowsOf<{ version: TBoardVersionRow | null }>(result)[0]?.version ?? undefined;
}

/** The day's appointments and their projects as the board's JSON (contract ZDayBoard's `projects` and `list`). */
export type TBoardListJson = {
  /** JSON text of the distinct projects, as booked. */
  projects: string;
  /** JSON text of the active appointments, each with the indexes of its projects. */
  list: string;
  /** Technicians holding an active appointment that day, with their names (JSON text of [{id, name}]). */
  holders: string;
};

/**
 * The day's active appointments built as JSON text by the database in one statement, so the server passes it through
 * without mapping a row (ADR 022), built once (ADR 023: PGlite otherwise planned it on every board read). Phones are
 * '' unless `showPhone`. The shape is ZBoardItem's; the api tests parse every answer through the contract to prove it.
 */
const boardListStatement = builtOnce<TBoardListJson>('board_list_json', () => {
  const [shopId, day, showPhone] = [
    builtParam('shopId', 'int'),
    builtParam('day', 'date'),
    builtParam('showPhone', 'boolean'),
  ];
  return sql`
    WITH a AS (
      SELECT a.id, a.account_id, a.lane, a.start_min, a.duration_min, a.addition_time, a.customer_id, a.custom_name,
             a.custom_phone, a.kind, coalesce(c.vip_flag, 0) AS vip_flag, a.remark, a.entry, a.arrived_flag,
             a.is_overlap, a.bill_id, a.version
        FROM appointments a
        LEFT JOIN customers c ON c.shop_id = a.shop_id AND c.id = a.customer_id
       WHERE a.shop_id = ${shopId} AND a.day = ${day} AND a.del_flag = 0 AND a.lost_flag = 0
    ), p AS (
      SELECT p.appointment_id, p.position, p.product_id, p.product_name, p.duration_min, p.unit_price, p.bg_color
        FROM appointment_products p
       WHERE p.shop_id = ${shopId} AND p.appointment_id IN (SELECT id FROM a)
    ), d AS (
      SELECT product_id, product_name, duration_min, unit_price, bg_color,
             (row_number() OVER (ORDER BY product_id, product_name, duration_min, unit_price, bg_color) - 1)::int AS idx
        FROM (SELECT DISTINCT product_id, product_name, duration_min, unit_price, bg_color FROM p) AS distinct_p
    ), refs AS (
      SELECT p.appointment_id, json_agg(d.idx ORDER BY p.position) AS idxs
        FROM p
        JOIN d USING (product_id, product_name, duration_min, unit_price, bg_color)
       GROUP BY p.appointment_id
    )
    SELECT
      (SELECT coalesce(json_agg(json_build_object(
                'productId', product_id, 'productName', product_name, 'duration', duration_min,
                'unitPrice', unit_price, 'bgColor', bg_color) ORDER BY idx), '[]')
         FROM d)::text AS "projects",
      (SELECT coalesce(json_agg(json_build_object(
                'id', a.id, 'shopAccountId', a.account_id, 'lane', a.lane,
                'startTime', lpad((a.start_min / 60)::text, 2, '0') || ':' || lpad((a.start_min % 60)::text, 2, '0'),
                'duration', a.duration_min, 'additionTime', a.addition_time, 'customerId', a.customer_id,
                'customName', a.custom_name,
                'customPhone', CASE WHEN ${showPhone} THEN a.custom_phone ELSE '' END,
                'kind', a.kind, 'vipFlag', a.vip_flag, 'remark', a.remark, 'entry', a.entry,
                'arrivedFlag', a.arrived_flag, 'isOverlap', a.is_overlap, 'billId', a.bill_id, 'version', a.version,
                'projects', coalesce(refs.idxs, '[]'))
              ORDER BY a.account_id, a.start_min, a.lane), '[]')
         FROM a LEFT JOIN refs ON refs.appointment_id = a.id)::text AS "list",
      (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.id), '[]')
         FROM accounts t
        WHERE t.shop_id = ${shopId} AND t.id IN (SELECT account_id FROM a))::text AS "holders"`;
});

/** The day's appointments and their projects as the board's JSON (boardListStatement). */
export async function readBoardListJson(scope: { tx: TDb; db: TDb }, shopId: number, day: string, showPhone: boolean) {
  return (await boardListStatement(scope, { shopId, day, showPhone }))[0];
}
