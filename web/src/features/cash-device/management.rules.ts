import type { TCashOutcome, TCashRefill, TCashSession } from '../../../../contract/cash-device';
import { errorText } from '../../../../contract/errors';
import type { TLanguage } from '../../../../contract/languages';
import { shopToday } from '../../lib/shop-today';
import { CashDeviceError, CashDeviceUnreachable, type TDeviceSystem } from './cash-device.client';

/**
 * The management page's rules apart from the screen (issue 24, SPEC §2.2 cash machine management): which
 * denominations are low, what a refill adds up to, and how the machine's failures read.
 */
export type TDenomination = TDeviceSystem['denominations'][number];
export type TRefillPiece = TCashRefill['pieces'][number];

/** The most pieces of one denomination a refill may add (the machine's and the server's limit). */
export const MAX_REFILL_COUNT = 10_000;

/** The longest operator name the machine takes. */
const MAX_OPERATOR_LENGTH = 64;

/** The denominations the machine reports below their alert level, in the machine's order: what the alert names. */
export function lowDenominations(system: TDeviceSystem): TDenomination[] {
  const alerts = new Set(system.alerts);
  return system.denominations.filter((denomination) => alerts.has(denomination.value));
}

/** The counts typed per denomination value as the pieces of a refill: whole counts above 0, largest value first. */
export function refillPiecesOf(counts: Readonly<Record<number, number | null | undefined>>): TRefillPiece[] {
  return Object.entries(counts)
    .map(([value, count]) => ({ value: Number(value), count: count ?? 0 }))
    .filter(({ value, count }) => Number.isSafeInteger(value) && value > 0 && Number.isInteger(count) && count > 0)
    .sort((a, b) => b.value - a.value);
}

/** What a refill adds, in cents (integers only: a count times a value in cents). */
export const refillAmountOf = (pieces: readonly TRefillPiece[]): number =>
  pieces.reduce((sum, piece) => sum + piece.value * piece.count, 0);

/** The refill's pieces as the machine takes them: value → count. */
export const machinePiecesOf = (pieces: readonly TRefillPiece[]): Record<number, number> =>
  Object.fromEntries(pieces.map((piece) => [piece.value, piece.count]));

/** The pieces of a refill as a line ('10 × €2.00, 5 × €1.00'), largest value first. */
export const piecesText = (pieces: readonly TRefillPiece[], money: (cents: number) => string): string =>
  [...pieces]
    .sort((a, b) => b.value - a.value)
    .map((piece) => `${piece.count} × ${money(piece.value)}`)
    .join(', ');

/** The name the page logs in to the machine with: the account's name, else its login, as long as the machine takes. */
export function operatorOf(user: { name: string; account: string } | null | undefined): string {
  const name = (user?.name.trim() || user?.account.trim() || '').slice(0, MAX_OPERATOR_LENGTH);
  return name || '-';
}

/**
 * A failure of the machine as the page says it: one it cannot reach in its SPEC §8 words (reading the machine: 'Not
 * connected to cash device'; a refill: 'Connection to automatic cash device failed!'), one it refused in its own.
 */
export function deviceErrorText(
  error: unknown,
  language: TLanguage,
  unreachableKey: 'CASH_DEVICE_NOT_CONNECTED' | 'CASH_DEVICE_CONNECT_FAILED',
): string {
  if (error instanceof CashDeviceUnreachable) return errorText(unreachableKey, language);
  if (error instanceof CashDeviceError) return error.message || error.code;
  if (error instanceof Error && error.message) return error.message;
  return errorText('GENERIC', language);
}

/** A session's outcome, 'open' while the machine has not ended it. */
export type TSessionOutcome = TCashOutcome | 'open';
export const outcomeOf = (session: Pick<TCashSession, 'outcome'>): TSessionOutcome => session.outcome ?? 'open';

/** The tag colour of an outcome: money taken, money to settle by hand, nothing taken, still running. */
export const OUTCOME_COLORS: Readonly<Record<TSessionOutcome, string>> = {
  paid: 'green',
  error: 'red',
  closed: 'orange',
  cancelled: 'default',
  notStarted: 'default',
  open: 'blue',
};

/** The reconciliation's first range: today where the shop is, on its own. */
export function todayRange(timeZone: string | undefined, now: Date = new Date()) {
  const today = shopToday(timeZone, now);
  return { startDay: today, endDay: today };
}
