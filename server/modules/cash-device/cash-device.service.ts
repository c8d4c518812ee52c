import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { TBill } from '../../../contract/bills';
import type {
  TCashQuerySessionListOutput,
  TCashRefill,
  TCashSession,
  ZCashQuerySessionListInput,
  ZCashRecordEventInput,
  ZCashRecordRefillInput,
  ZCashStartSessionInput,
} from '../../../contract/cash-device';
import { dayRange } from '../../../contract/shop-time';
import { inSavepoint } from '../../db/savepoint';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { payBill } from '../bills/bills-create.service';
import { getBill } from '../bills/bills-query.service';
import { shopZone } from '../work-time/work-time.service';
import {
  findBillForDevice,
  findOpenSession,
  findSession,
  insertCashEvent,
  listRefills,
  listSessions,
  lockShopDevice,
  setCashReceived,
  type TSessionRow,
} from './cash-device.repo';

type TIn<T extends z.ZodType> = z.output<T>;

/** How many sessions and refills a reconciliation list shows at most. */
export const LIST_LIMIT = 500;

const scopeOf = (ctx: TSessionCtx) => ({ tx: ctx.tx, shopId: ctx.shopId });

function present(row: NonNullable<TSessionRow>): TCashSession {
  return {
    id: row.id ?? '',
    billId: row.billId ?? 0,
    billOrderNo: row.billOrderNo,
    amount: row.amount,
    outcome: (row.outcome as TCashSession['outcome']) ?? null,
    inserted: row.inserted ?? 0,
    change: row.change ?? 0,
    refund: row.refund ?? 0,
    error: row.error ?? '',
    startedBy: row.startedBy,
    endedBy: row.endedBy ?? '',
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? '',
  };
}

/**
 * cashDevice/startSession: records, before the machine is asked for money, that it will collect the cash part of an
 * unpaid order of the shop. The shop's row is locked, so of two workstations only one opens a session.
 */
export async function startSession(ctx: TSessionCtx, input: TIn<typeof ZCashStartSessionInput>): Promise<TCashSession> {
  const scope = scopeOf(ctx);
  const shop = await lockShopDevice(scope);
  if (shop?.cashDeviceFlag !== 1) throw new AppError('CASH_DEVICE_NOT_ACTIVATED');
  if (await findOpenSession(scope)) throw new AppError('CASH_DEVICE_SESSION_OPEN');
  const bill = await findBillForDevice(scope, input.billId);
  if (!bill) throw new AppError('NOT_FOUND', { field: 'billId' });
  if (bill.status !== 'unpaid') throw new AppError('CONFLICT', { field: 'billId' });
  if (bill.cashAmount <= 0) throw new AppError('CASH_DEVICE_NO_CASH_PART', { field: 'billId' });
  const sessionId = randomUUID();
  await insertCashEvent(scope, {
    sessionId,
    kind: 'start',
    billId: bill.id,
    amount: bill.cashAmount,
    accountId: ctx.session.accountId,
    createdAt: ctx.now,
  });
  const row = await findSession(scope, sessionId);
  if (!row) throw new Error('The session just recorded is missing');
  return present(row);
}

/**
 * Pays the order the machine collected for. Its cards may refuse now (a member card spent meanwhile): the machine has
 * the money all the same, so the outcome is recorded and the order stays unpaid, for the front desk to settle.
 */
async function payCollectedOrder(ctx: TSessionCtx, billId: number, inserted: number): Promise<void> {
  const bill = await findBillForDevice(scopeOf(ctx), billId);
  if (bill?.status !== 'unpaid') return;
  try {
    await inSavepoint(ctx.tx, 'collected_order', async () => {
      await setCashReceived(scopeOf(ctx), billId, inserted);
      await payBill(ctx, { billId, status: 'paid' });
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
  }
}

/**
 * cashDevice/recordEvent: the outcome the machine reported, once per session. 'paid' must account for the amount
 * (inserted − change), and pays the order in the same transaction; any other outcome leaves the order unpaid.
 */
export async function recordEvent(
  ctx: TSessionCtx,
  input: TIn<typeof ZCashRecordEventInput>,
): Promise<{ session: TCashSession; bill: TBill }> {
  const scope = scopeOf(ctx);
  const session = await findSession(scope, input.sessionId);
  if (!session?.billId) throw new AppError('NOT_FOUND', { field: 'sessionId' });
  if (session.outcome !== null) throw new AppError('CONFLICT', { field: 'sessionId' });
  if (input.outcome === 'paid' && input.inserted - input.change !== session.amount) {
    throw new AppError('CASH_DEVICE_AMOUNT_MISMATCH', { field: 'inserted' });
  }
  if (input.outcome === 'notStarted' && input.inserted > 0) throw new AppError('CHECK_INPUT', { field: 'inserted' });
  await insertCashEvent(scope, {
    sessionId: input.sessionId,
    kind: input.outcome,
    billId: session.billId,
    amount: session.amount,
    inserted: input.inserted,
    change: input.change,
    refund: input.refund,
    error: input.error,
    accountId: ctx.session.accountId,
    createdAt: ctx.now,
  });
  if (input.outcome === 'paid') await payCollectedOrder(ctx, session.billId, input.inserted);
  const ended = await findSession(scope, input.sessionId);
  if (!ended) throw new Error('The session just ended is missing');
  return { session: present(ended), bill: await getBill(ctx, session.billId) };
}

/** cashDevice/queryOpenSession: the session a browser closed mid-payment left open, to finish or record. */
export async function queryOpenSession(ctx: TSessionCtx): Promise<{ session: TCashSession | null }> {
  const row = await findOpenSession(scopeOf(ctx));
  return { session: row ? present(row) : null };
}

/** cashDevice/querySessionList: sessions and refills of the days, with the figures to reconcile the machine. */
export async function querySessionList(
  ctx: TSessionCtx,
  input: TIn<typeof ZCashQuerySessionListInput>,
): Promise<TCashQuerySessionListOutput> {
  const zone = await shopZone(ctx);
  const from = dayRange(input.startDay, zone).start;
  const to = dayRange(input.endDay, zone).end;
  const scope = scopeOf(ctx);
  const sessions = (await listSessions(scope, from, to, LIST_LIMIT)).map(present);
  const refills: TCashRefill[] = (await listRefills(scope, from, to, LIST_LIMIT)).map((row) => ({
    id: row.id,
    refillAmount: row.refillAmount,
    pieces: row.pieces,
    by: row.by,
    time: row.time.toISOString(),
  }));
  const sum = (list: number[]) => list.reduce((total, n) => total + n, 0);
  return {
    sessions,
    refills,
    totals: {
      paid: sum(sessions.filter((s) => s.outcome === 'paid').map((s) => s.amount)),
      toSettle: sum(
        sessions.filter((s) => s.outcome === 'error' || s.outcome === 'closed').map((s) => s.inserted - s.refund),
      ),
      refunded: sum(sessions.map((s) => s.refund)),
      refilled: sum(refills.map((r) => r.refillAmount)),
      open: sessions.filter((s) => s.outcome === null).length,
    },
  };
}

/** cashDevice/recordRefill: a refill the machine confirmed, kept in the record. */
export async function recordRefill(ctx: TSessionCtx, input: TIn<typeof ZCashRecordRefillInput>): Promise<TCashRefill> {
  const scope = scopeOf(ctx);
  const shop = await lockShopDevice(scope);
  if (shop?.cashDeviceFlag !== 1) throw new AppError('CASH_DEVICE_NOT_ACTIVATED');
  const row = await insertCashEvent(scope, {
    kind: 'refill',
    amount: input.refillAmount,
    pieces: input.pieces,
    accountId: ctx.session.accountId,
    createdAt: ctx.now,
  });
  return {
    id: row.id,
    refillAmount: row.amount,
    pieces: row.pieces,
    by: ctx.session.name,
    time: row.createdAt.toISOString(),
  };
}
