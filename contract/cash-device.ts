import { z } from 'zod';
import { ZBill } from './bills';
import { ZId } from './common';
import { zDate } from './safe-values';

/**
 * The automatic cash machine's sessions as the product records them (issue 24, ADR 032). The machine answers the
 * workstation's browser, not the server: the server keeps an append-only record of every device session (its start,
 * its amounts, its outcome and who ran it) and of every refill, so the owner can reconcile the machine's cash with the
 * books. Calls not in SPEC §7, named in its style. Amounts are integer cents of the shop's currency.
 */

/** A device session's id: the product's, given to the machine as the payment's id (startPay's `paymentId`). */
export const ZCashSessionId = z
  .string({ error: 'CHECK_INPUT' })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'CHECK_INPUT');

/** An amount the machine counted: whole cents, 0 up to what one payment can hold. */
const ZMachineCents = z
  .number({ error: 'CHECK_INPUT' })
  .int('CHECK_INPUT')
  .min(0, 'CHECK_INPUT')
  .max(100_000_000, 'CHECK_INPUT');

/** How a device session ended: the machine's final status, or a payment the machine never started. */
export const CASH_OUTCOMES = ['paid', 'cancelled', 'error', 'closed', 'notStarted'] as const;
export type TCashOutcome = (typeof CASH_OUTCOMES)[number];

/**
 * cashDevice/startSession: before the machine is asked for money, the server records the session against an unpaid
 * order of the shop whose cash part is the amount; one session at a time per shop.
 */
export const ZCashStartSessionInput = z.object({ billId: ZId });

/** A device session: open until its outcome is recorded. */
export const ZCashSession = z.object({
  id: ZCashSessionId,
  billId: z.number().int(),
  billOrderNo: z.string(),
  /** The cash the machine collects: the order's cash part. */
  amount: z.number().int(),
  outcome: z.enum(CASH_OUTCOMES).nullable(),
  inserted: z.number().int(),
  change: z.number().int(),
  refund: z.number().int(),
  /** The machine's error code (JAM, CHANGE_FAILED, ...) of a session that ended in an error. */
  error: z.string(),
  /** Who started it, and who recorded its outcome. */
  startedBy: z.string(),
  endedBy: z.string(),
  /** ISO instants. */
  startTime: z.string(),
  endTime: z.string(),
});
export type TCashSession = z.infer<typeof ZCashSession>;

/**
 * cashDevice/recordEvent: the outcome the machine reported to the workstation. 'paid' marks the order paid in the same
 * transaction, with the inserted amount as the cash received (the receipt shows it and the change), and only when the
 * inserted amount less the change is the session's amount; every other outcome leaves the order unpaid.
 */
export const ZCashRecordEventInput = z.object({
  sessionId: ZCashSessionId,
  outcome: z.enum(CASH_OUTCOMES, { error: 'CHECK_INPUT' }),
  inserted: ZMachineCents,
  change: ZMachineCents.optional().default(0),
  refund: ZMachineCents.optional().default(0),
  error: z
    .string({ error: 'CHECK_INPUT' })
    .regex(/^[A-Z_]{0,32}$/, 'CHECK_INPUT')
    .optional()
    .default(''),
});
export const ZCashRecordEventOutput = z.object({ session: ZCashSession, bill: ZBill });

/** cashDevice/queryOpenSession: the shop's session still open (a browser closed mid-payment finds it again). */
export const ZCashQueryOpenSessionInput = z.object({});
export const ZCashQueryOpenSessionOutput = z.object({ session: ZCashSession.nullable() });

/** cashDevice/querySessionList: the sessions and refills of a range of days in the shop's zone, for reconciling. */
export const ZCashQuerySessionListInput = z
  .object({ startDay: zDate({ error: 'CHECK_INPUT' }), endDay: zDate({ error: 'CHECK_INPUT' }) })
  .refine((input) => input.startDay <= input.endDay, { error: 'CHECK_INPUT', path: ['endDay'] })
  .refine((input) => Date.parse(input.endDay) - Date.parse(input.startDay) <= 366 * 86_400_000, {
    error: 'CHECK_INPUT',
    path: ['endDay'],
  });

export const ZCashRefill = z.object({
  id: z.number().int(),
  refillAmount: z.number().int(),
  /** Pieces added, by denomination value in cents. */
  pieces: z.array(z.object({ value: z.number().int(), count: z.number().int() })),
  by: z.string(),
  time: z.string(),
});
export type TCashRefill = z.infer<typeof ZCashRefill>;

export const ZCashQuerySessionListOutput = z.object({
  /** Newest first, at most 500. */
  sessions: z.array(ZCashSession),
  refills: z.array(ZCashRefill),
  totals: z.object({
    /** The cash of the paid sessions: what the books say the machine took. */
    paid: z.number().int(),
    /** Money left in the machine by sessions that ended in an error or were force-closed: to settle by hand. */
    toSettle: z.number().int(),
    refunded: z.number().int(),
    refilled: z.number().int(),
    open: z.number().int(),
  }),
});
export type TCashQuerySessionListOutput = z.infer<typeof ZCashQuerySessionListOutput>;

/** One refill line: a denomination in cents and how many pieces were added. */
const ZRefillPiece = z.object({
  value: z.number({ error: 'CHECK_INPUT' }).int('CHECK_INPUT').min(1, 'CHECK_INPUT').max(10_000_000, 'CHECK_INPUT'),
  count: z.number({ error: 'CHECK_INPUT' }).int('CHECK_INPUT').min(1, 'CHECK_INPUT').max(10_000, 'CHECK_INPUT'),
});

/** cashDevice/recordRefill: a refill the machine confirmed; its amount is the pieces' sum. */
export const ZCashRecordRefillInput = z
  .object({
    pieces: z.array(ZRefillPiece, { error: 'CHECK_INPUT' }).min(1, 'CHECK_INPUT').max(30, 'CHECK_INPUT'),
    refillAmount: ZMachineCents,
  })
  .refine((input) => input.pieces.reduce((sum, piece) => sum + piece.value * piece.count, 0) === input.refillAmount, {
    error: 'CHECK_INPUT',
    path: ['refillAmount'],
  });
export const ZCashRecordRefillOutput = ZCashRefill;
