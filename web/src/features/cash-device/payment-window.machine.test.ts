import { describe, expect, it } from 'vitest';
import type { TDevicePayment } from './cash-device.client';
import { isFinal, openWindow, paymentWindow, stillDue, type TPaymentEvent } from './payment-window.machine';

const payment = (over: Partial<TDevicePayment> = {}): TDevicePayment => ({
  id: 'P1',
  amount: 3_450,
  inserted: 0,
  change: 0,
  refund: 0,
  status: 'paying',
  ...over,
});
const run = (...events: TPaymentEvent[]) => events.reduce(paymentWindow, openWindow(3_450));

describe("the cash machine's payment window", () => {
  it('goes connecting, paying (inserted, still due), paid (inserted, change), and only then may close', () => {
    const connecting = openWindow(3_450);
    expect(isFinal(connecting)).toBe(false);
    const paying = run(
      { type: 'started', payment: payment() },
      { type: 'status', payment: payment({ inserted: 2_000 }) },
    );
    expect(paying).toMatchObject({ step: 'paying', asking: null });
    expect(isFinal(paying)).toBe(false);
    expect(stillDue((paying as { payment: TDevicePayment }).payment)).toBe(1_450);
    const paid = paymentWindow(paying, {
      type: 'status',
      payment: payment({ inserted: 4_000, change: 550, status: 'paid' }),
    });
    expect(paid).toMatchObject({ step: 'paid', payment: { inserted: 4_000, change: 550 } });
    expect(isFinal(paid)).toBe(true);
  });

  it('cancels only after the confirmation, and shows the refund', () => {
    const asking = run({ type: 'started', payment: payment() }, { type: 'askCancel' });
    expect(asking).toMatchObject({ step: 'paying', asking: 'cancel' });
    // The machine's reports go on while the question is open; the question stays.
    const stillAsking = paymentWindow(asking, { type: 'status', payment: payment({ inserted: 1_000 }) });
    expect(stillAsking).toMatchObject({ step: 'paying', asking: 'cancel', payment: { inserted: 1_000 } });
    expect(paymentWindow(stillAsking, { type: 'dismiss' })).toMatchObject({ step: 'paying', asking: null });
    const cancelling = paymentWindow(stillAsking, { type: 'confirmCancel' });
    expect(cancelling.step).toBe('cancelling');
    const cancelled = paymentWindow(cancelling, {
      type: 'cancelled',
      payment: payment({ inserted: 1_000, refund: 1_000, status: 'cancelled' }),
    });
    expect(cancelled).toMatchObject({ step: 'cancelled', payment: { refund: 1_000 } });
    // A confirmation nobody asked for does nothing.
    expect(run({ type: 'started', payment: payment() }, { type: 'confirmCancel' }).step).toBe('paying');
  });

  it('force-closes only after the confirmation', () => {
    const closing = run(
      { type: 'started', payment: payment() },
      { type: 'askForceClose' },
      { type: 'confirmForceClose' },
    );
    expect(closing.step).toBe('closing');
    const closed = paymentWindow(closing, {
      type: 'forceClosed',
      payment: payment({ inserted: 500, status: 'closed' }),
    });
    expect(closed).toMatchObject({ step: 'closed', payment: { inserted: 500 } });
  });

  it('tells a machine never reached from a connection lost during the payment', () => {
    expect(run({ type: 'unreachable' })).toMatchObject({ step: 'unreachable', reason: 'notConnected', payment: null });
    expect(run({ type: 'started', payment: payment() }, { type: 'unreachable' })).toMatchObject({
      step: 'unreachable',
      reason: 'connectionFailed',
      payment: { id: 'P1' },
    });
  });

  it('ends before any payment when the machine counts in another currency, and only while connecting', () => {
    const wrong: TPaymentEvent = { type: 'wrongCurrency', machine: 'CHF', shop: 'EUR' };
    const ended = run(wrong);
    expect(ended).toEqual({ step: 'wrongCurrency', machine: 'CHF', shop: 'EUR' });
    expect(isFinal(ended)).toBe(true);
    expect(run({ type: 'started', payment: payment() }, wrong)).toMatchObject({ step: 'paying' });
  });

  it('ends in a device error on a jam, or when the machine reports an error', () => {
    expect(run({ type: 'started', payment: payment() }, { type: 'deviceFailed' })).toMatchObject({
      step: 'deviceError',
    });
    const jammed = run(
      { type: 'started', payment: payment() },
      { type: 'status', payment: payment({ inserted: 500, status: 'error', error: 'JAM' }) },
    );
    expect(jammed).toMatchObject({ step: 'deviceError', payment: { error: 'JAM' } });
  });

  it('stays in a final state whatever comes after', () => {
    const paid = run({ type: 'started', payment: payment({ status: 'paid', inserted: 3_450 }) });
    for (const event of [
      { type: 'unreachable' },
      { type: 'deviceFailed' },
      { type: 'askCancel' },
      { type: 'status', payment: payment() },
    ] as TPaymentEvent[]) {
      expect(paymentWindow(paid, event)).toBe(paid);
    }
  });
});
