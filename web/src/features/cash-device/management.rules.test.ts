import { describe, expect, it } from 'vitest';
import { errorText } from '../../../../contract/errors';
import { newMachine, systemOf } from '../../../../tools/cash-device-sim/machine';
import { CashDeviceError, CashDeviceUnreachable, type TDeviceSystem } from './cash-device.client';
import {
  deviceErrorText,
  lowDenominations,
  operatorOf,
  outcomeOf,
  piecesText,
  refillAmountOf,
  refillPiecesOf,
  todayRange,
} from './management.rules';

const euro = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The simulator's euro machine as querySystem answers it, with some counts changed. */
function machineWith(counts: Record<number, number>): TDeviceSystem {
  const state = newMachine();
  for (const denomination of state.denominations) {
    if (denomination.value in counts) denomination.stored = counts[denomination.value];
  }
  return systemOf(state);
}

describe('the low-stock alert', () => {
  it('names each denomination the machine reports below its level, with its count and level', () => {
    const low = lowDenominations(machineWith({ 200: 3, 5000: 1, 1: 10 }));
    expect(low.map(({ value, kind, stored, alertLevel }) => ({ value, kind, stored, alertLevel }))).toEqual([
      { value: 5_000, kind: 'note', stored: 1, alertLevel: 2 },
      { value: 200, kind: 'coin', stored: 3, alertLevel: 10 },
    ]);
  });

  it('is empty when every count is at or above its level', () => {
    expect(lowDenominations(machineWith({}))).toEqual([]);
  });

  it('follows what the machine reports, not a level of its own', () => {
    const system = { ...machineWith({}), alerts: [10_000] };
    expect(lowDenominations(system).map((denomination) => denomination.value)).toEqual([10_000]);
  });
});

describe('a refill', () => {
  it('takes the whole counts above 0, largest value first, and adds them up in cents', () => {
    const pieces = refillPiecesOf({ 200: 10, 5: 3, 2000: 0, 100: null, 50: undefined, 1: 2.5 });
    expect(pieces).toEqual([
      { value: 200, count: 10 },
      { value: 5, count: 3 },
    ]);
    expect(refillAmountOf(pieces)).toBe(2_015);
    expect(refillAmountOf([])).toBe(0);
  });

  it('adds large refills exactly', () => {
    expect(
      refillAmountOf([
        { value: 50_000, count: 10_000 },
        { value: 1, count: 3 },
      ]),
    ).toBe(500_000_003);
  });

  it('reads as counts times denominations', () => {
    expect(
      piecesText(
        [
          { value: 100, count: 5 },
          { value: 200, count: 10 },
        ],
        euro,
      ),
    ).toBe('10 × €2.00, 5 × €1.00');
  });
});

describe('the machine’s failures', () => {
  it('say the SPEC §8 words for a machine not reached, and the machine’s own for a refusal', () => {
    const unreachable = new CashDeviceUnreachable('fetch failed');
    expect(deviceErrorText(unreachable, 'en', 'CASH_DEVICE_NOT_CONNECTED')).toBe('Not connected to cash device');
    expect(deviceErrorText(unreachable, 'it-IT', 'CASH_DEVICE_CONNECT_FAILED')).toBe(
      errorText('CASH_DEVICE_CONNECT_FAILED', 'it-IT'),
    );
    const refused = new CashDeviceError('UNKNOWN_DENOMINATION', 'The machine takes no piece of 3');
    expect(deviceErrorText(refused, 'en', 'CASH_DEVICE_CONNECT_FAILED')).toBe('The machine takes no piece of 3');
    expect(deviceErrorText(new CashDeviceError('JAM', ''), 'en', 'CASH_DEVICE_CONNECT_FAILED')).toBe('JAM');
    expect(deviceErrorText(undefined, 'en', 'CASH_DEVICE_NOT_CONNECTED')).toBe(errorText('GENERIC', 'en'));
  });
});

describe('the page’s small rules', () => {
  it('logs in to the machine with the account’s name, else its login, at most 64 characters', () => {
    expect(operatorOf({ name: ' Giulia Rossi ', account: 'demo' })).toBe('Giulia Rossi');
    expect(operatorOf({ name: '', account: 'demo' })).toBe('demo');
    expect(operatorOf({ name: 'x'.repeat(80), account: 'demo' })).toHaveLength(64);
    expect(operatorOf(null)).toBe('-');
  });

  it('calls a session the machine has not ended open', () => {
    expect(outcomeOf({ outcome: null })).toBe('open');
    expect(outcomeOf({ outcome: 'closed' })).toBe('closed');
  });

  it('starts the reconciliation on today where the shop is', () => {
    const lateEvening = new Date('2026-11-23T23:30:00Z');
    expect(todayRange('Europe/Rome', lateEvening)).toEqual({ startDay: '2026-11-24', endDay: '2026-11-24' });
    expect(todayRange('America/New_York', lateEvening)).toEqual({ startDay: '2026-11-23', endDay: '2026-11-23' });
  });
});
