import { expect } from 'vitest';
import {
  isNotModified,
  type TBoardAnswer,
  type TDayBoardWire,
  ZAppointQueryPointListOutput,
} from '../../../contract/appointments-board';
import type { TTestApp } from '../../test/fixture';
import { dataOf } from '../staff/staff.test-kit';
import { DAY } from './appointments.test-kit';

/** Test helpers for the board's version and 'not modified' answer (ADR 022). */

/** appoint/queryPointList of a day, parsed through the contract (the call skips its output schema on answers). */
export async function readBoard(t: TTestApp, token: string, appointDay = DAY, ifVersion?: string) {
  const { body } = await t.call(
    'appoint/queryPointList',
    { appointDay, ...(ifVersion ? { ifVersion } : {}) },
    { token },
  );
  return ZAppointQueryPointListOutput.parse(dataOf<TBoardAnswer>(body));
}

/** The whole board of a day (never 'not modified'). */
export async function fullBoard(t: TTestApp, token: string, appointDay = DAY): Promise<TDayBoardWire> {
  const answer = await readBoard(t, token, appointDay);
  if (isNotModified(answer)) throw new Error('asked without ifVersion, answered notModified');
  return answer;
}

/**
 * Reads the board of each day, runs a write, and asserts that each day's held version is no longer 'not modified':
 * the whole board comes back under a new version, which is then itself 'not modified'. Answers the new boards.
 */
export async function expectRedrawn(
  t: TTestApp,
  token: string,
  write: () => Promise<unknown>,
  days: string[] = [DAY],
): Promise<TDayBoardWire[]> {
  const before = await Promise.all(days.map((day) => fullBoard(t, token, day)));
  for (const [i, day] of days.entries()) {
    expect(await readBoard(t, token, day, before[i].boardVersion)).toMatchObject({ notModified: true });
  }
  await write();
  const after: TDayBoardWire[] = [];
  for (const [i, day] of days.entries()) {
    const answer = await readBoard(t, token, day, before[i].boardVersion);
    if (isNotModified(answer)) throw new Error(`the board of ${day} stayed 'not modified' after the write`);
    expect(answer.boardVersion).not.toBe(before[i].boardVersion);
    expect(await readBoard(t, token, day, answer.boardVersion)).toMatchObject({ notModified: true });
    after.push(answer);
  }
  return after;
}

/** Reads the board, runs a write that changes nothing the board draws, and asserts the held version still holds. */
export async function expectKept(t: TTestApp, token: string, write: () => Promise<unknown>, day = DAY) {
  const before = await fullBoard(t, token, day);
  await write();
  expect(await readBoard(t, token, day, before.boardVersion)).toEqual({
    appointDay: day,
    boardVersion: before.boardVersion,
    notModified: true,
  });
}

/** A technician's column of a board. */
export function columnOf(board: TDayBoardWire, accountId: number) {
  return board.technicians.find((c) => c.shopAccountId === accountId);
}
