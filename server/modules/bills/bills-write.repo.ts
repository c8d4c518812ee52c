import { getTableColumns, sql } from 'drizzle-orm';
import { builtOnce, builtParam } from '../../db/built-once';
import type { TDb } from '../../db/client';
import { billLines, billProducts, bills } from '../../db/schema/bills';
import { customers, customerVisits } from '../../db/schema/customers';
import { rowOfTable } from '../../db/table-rows';
import { balanceChangeCtes, type TBalanceChange, type TBalanceChangeSql } from '../prepay/ledger.repo';
import type { TBillInsert } from '../prepay/prepay.repo';
import {
  customerVisitSet,
  type TBillLineRow,
  type TBillRow,
  type TBillsScope,
  type TCustomerVisit,
} from './bills.repo';

/**
 * A new front-desk bill's writes in one statement (ADR 023): on the embedded database a bill's time is mostly its
 * statements, and on PostgreSQL its round trips. Everything it writes was checked before, from what the bill read.
 */
export type TNewBillWrite = {
  /** The bill's row; its number is the pending placeholder until the call numbers it last. */
  bill: Omit<TBillInsert, 'billOrderNo' | 'customerId'>;
  /** The customer to lock first (ADR 023's lock order) and record on the bill; null for none. */
  customerId: number | null;
  lines: { accountId: number; position: number; amount: number; borrowed: number; adjustment: number }[];
  products: { productId: number; position: number; productName: string; unitPrice: number }[];
  /** A paid bill's card movements, member card before gift card, each with the bill's id set by the statement. */
  moves: Omit<TBalanceChange, 'billId'>[];
  /** A paid bill's visit of its customer, and the follow-up visits it makes. */
  visit?: TCustomerVisit;
  followUps: { productId: number; productName: string; appointDay: string; dueDay: string }[];
};

/** What the statement answers: the bill, its lines in order, and what its guards found. */
export type TNewBillWritten = {
  bill: TBillRow;
  lines: TBillLineRow[];
  /** Whether the customer was found live and locked (always true without one), and its member flag. */
  customerFound: boolean;
  customerVip: number | null;
  /** The card movements the guards let through, in the order given. */
  movedCards: number[];
};

/** The bill's columns the statement fills from the JSON's `bill`: all but its id, shop, number, customer and version. */
const FILLED = ['id', 'shopId', 'billOrderNo', 'customerId', 'version'];
const BILL_COLUMNS = Object.entries(getTableColumns(bills)).filter(([key]) => !FILLED.includes(key));

/** A card movement of the parameter (`member` or `gift`), for balanceChangeCtes: the bill's id from the statement. */
const move = (key: 'member' | 'gift'): TBalanceChangeSql => ({
  shopId: builtParam('shopId', 'int'),
  cardId: builtParam(`${key},cardId`, 'int'),
  delta: builtParam(`${key},delta`, 'bigint'),
  changeType: builtParam(`${key},changeType`, 'int'),
  billId: sql`(SELECT id FROM bill)`,
  billOrderNo: sql`''::text`,
  paidAmount: sql`0::bigint`,
  giftAmount: sql`0::bigint`,
  coupon: builtParam(`${key},coupon`, 'bigint'),
  giftVoucher: builtParam(`${key},giftVoucher`, 'bigint'),
  memberDeduction: builtParam(`${key},memberDeduction`, 'bigint'),
  discountDeduction: builtParam(`${key},discountDeduction`, 'bigint'),
  appointProductTitle: sql`coalesce(${builtParam(`${key},appointProductTitle`, 'text')}, '')`,
  reason: sql`''::text`,
  billDay: builtParam(`${key},billDay`, 'date'),
  paidTime: builtParam(`${key},paidTime`, 'timestamptz'),
  createdBy: builtParam(`${key},createdBy`, 'int'),
});

/** Which of the optional writes a bill makes: the statement is built once per shape, with only what it needs. */
type TShape = { member: boolean; gift: boolean; visit: boolean; followUps: boolean };

/**
 * The statement of a shape (built once): it locks the customer first, then inserts the bill (with the customer when
 * still live), its staff lines and projects; when paid, it moves the member card and then the gift card, each waiting
 * for what comes before it (ADR 023's lock order; ADR 011's guarded change), records the customer's visit and the
 * follow-up visits. Planning is a good part of a statement's time
 * on the embedded database, which keeps no plans: a shape holds only the parts it uses.
 */
function writeStatementSql(shape: TShape) {
  const columns = BILL_COLUMNS.map(([, column]) => column);
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const shopId = builtParam('shopId', 'int');
  const customerVisit = customerVisitSet({
    spend: builtParam('visit,spend', 'bigint'),
    visitAt: builtParam('visit,visitAt', 'timestamptz'),
    at: builtParam('at', 'timestamptz'),
  });
  const optional = [
    shape.member ? balanceChangeCtes('member', move('member'), sql`EXISTS (SELECT 1 FROM bill)`) : undefined,
    shape.gift
      ? balanceChangeCtes(
          'gift',
          move('gift'),
          shape.member ? sql`EXISTS (SELECT 1 FROM member)` : sql`EXISTS (SELECT 1 FROM bill)`,
        )
      : undefined,
    shape.visit
      ? sql`visit AS (
      UPDATE ${customers} SET ${customerVisit}
       WHERE shop_id = ${shopId} AND id = (SELECT id FROM cust)
    )`
      : undefined,
    shape.followUps
      ? sql`follow_ups AS (
      INSERT INTO ${customerVisits} (shop_id, customer_id, product_id, product_name, appoint_day, due_day, created_at,
                                     updated_at)
      SELECT ${shopId}, cust.id, f."productId", f."productName", f."appointDay", f."dueDay", ${builtParam('at', 'timestamptz')},
             ${builtParam('at', 'timestamptz')}
        FROM cust, jsonb_to_recordset(($1::jsonb) -> 'followUps')
             AS f("productId" int, "productName" text, "appointDay" date, "dueDay" date)
    )`
      : undefined,
  ].filter((part) => part !== undefined);
  const moved = (name: string, used: boolean) =>
    used ? sql`(SELECT count(*)::int FROM ${sql.identifier(`${name}_row`)})` : sql`0`;
  return sql`
    WITH cust AS (
      SELECT id, vip_flag FROM ${customers}
       WHERE shop_id = ${shopId} AND id = ${builtParam('customerId', 'int')} AND deleted_at IS NULL
       FOR UPDATE
    ), bill AS (
      INSERT INTO ${bills} (shop_id, bill_order_no, customer_id, ${names})
      SELECT ${shopId}, 'pending:' || gen_random_uuid(), (SELECT id FROM cust), ${sql.join(
        columns.map((c) => sql`r.${sql.identifier(c.name)}`),
        sql`, `,
      )}
        FROM jsonb_populate_record(NULL::${bills}, ($1::jsonb) -> 'bill') r
      RETURNING *
    ), lines AS (
      INSERT INTO ${billLines} (shop_id, bill_id, account_id, position, amount, borrowed, adjustment, created_at,
                                updated_at)
      SELECT bill.shop_id, bill.id, l."accountId", l.position, l.amount, l.borrowed, l.adjustment, bill.created_at,
             bill.created_at
        FROM bill, jsonb_to_recordset(($1::jsonb) -> 'lines')
             AS l("accountId" int, position int, amount bigint, borrowed int, adjustment bigint)
       ORDER BY l.position
      RETURNING *
    ), products AS (
      INSERT INTO ${billProducts} (shop_id, bill_id, product_id, position, product_name, unit_price)
      SELECT bill.shop_id, bill.id, p."productId", p.position, p."productName", p."unitPrice"
        FROM bill, jsonb_to_recordset(($1::jsonb) -> 'products')
             AS p("productId" int, position int, "productName" text, "unitPrice" bigint)
    )${optional.length > 0 ? sql`, ${sql.join(optional, sql`, `)}` : sql``}
    SELECT to_json(bill.*) AS bill,
           (SELECT coalesce(json_agg(lines.* ORDER BY lines.position), '[]'::json) FROM lines) AS lines,
           (SELECT count(*)::int FROM cust) AS customer_found,
           (SELECT vip_flag FROM cust) AS customer_vip,
           ${moved('member', shape.member)} AS member_moved,
           ${moved('gift', shape.gift)} AS gift_moved
      FROM bill`;
}

/** The statement of a shape, built on its first use. */
const writeStatement = (shape: TShape) =>
  builtOnce<TWrittenRow>(
    `bill_write_${Number(shape.member)}${Number(shape.gift)}${Number(shape.visit)}${Number(shape.followUps)}`,
    () => writeStatementSql(shape),
  );

type TWrittenRow = {
  bill: Record<string, unknown>;
  lines: Record<string, unknown>[];
  customer_found: number;
  customer_vip: number | null;
  member_moved: number;
  gift_moved: number;
};

/** A movement as the statement's parameter holds it. */
const moveValue = (m: TNewBillWrite['moves'][number]) => ({ ...m, paidTime: m.paidTime.toISOString() });

/**
 * Writes a new front-desk bill in one statement (writeStatement). A guard that refuses writes nothing of its own, and
 * the answer says which: the caller then throws, so the transaction rolls back whole.
 */
export async function writeNewBill(s: TBillsScope & { db: TDb }, w: TNewBillWrite): Promise<TNewBillWritten> {
  const bill: Record<string, unknown> = {};
  const row = { giftAmount: 0, rechargeRuleId: null, transactionId: null, cashReceived: null, ...w.bill } as Record<
    string,
    unknown
  >;
  for (const [key, column] of BILL_COLUMNS) {
    const value = row[key];
    if (value === undefined) throw new Error(`the bill's ${key} is not given`);
    bill[column.name] = value === null ? null : column.mapToDriverValue(value);
  }
  const [member, gift] = [
    w.moves.find((m) => m.cardId === w.bill.cardId),
    w.moves.find((m) => m.cardId === w.bill.giftCardId),
  ];
  const shape = {
    member: member !== undefined,
    gift: gift !== undefined,
    visit: w.visit !== undefined && w.customerId !== null,
    followUps: w.visit !== undefined && w.customerId !== null && w.followUps.length > 0,
  };
  const [written] = await writeStatement(shape)(s, {
    shopId: s.shopId,
    customerId: w.customerId,
    at: w.bill.createdAt!.toISOString(),
    bill,
    lines: w.lines,
    products: w.products,
    member: member ? moveValue(member) : null,
    gift: gift ? moveValue(gift) : null,
    visit: w.visit ? { spend: w.visit.spend, visitAt: w.visit.visitAt.toISOString() } : null,
    followUps: w.followUps,
  });
  return {
    bill: rowOfTable(bills, written.bill),
    lines: written.lines.map((line) => rowOfTable(billLines, line)),
    customerFound: w.customerId === null || written.customer_found === 1,
    customerVip: written.customer_vip,
    movedCards: [
      ...(member && written.member_moved === 1 ? [member.cardId] : []),
      ...(gift && written.gift_moved === 1 ? [gift.cardId] : []),
    ],
  };
}
