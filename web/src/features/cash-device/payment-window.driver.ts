import {
  CashDeviceError,
  CashDeviceUnreachable,
  type TCashDeviceClient,
  type TDevicePayment,
} from './cash-device.client';
import { isFinal, openWindow, paymentWindow, type TPaymentEvent, type TPaymentWindow } from './payment-window.machine';

/** How often the window asks the machine how the payment stands. */
export const POLL_MS = 500;

const failureOf = (err: unknown): TPaymentEvent =>
  err instanceof CashDeviceUnreachable ? { type: 'unreachable' } : { type: 'deviceFailed' };

/**
 * Runs one payment through the machine for the window (issue 24): logs in, checks that the machine counts in the
 * shop's currency (else asks it for nothing), starts the payment (by the server session's id, so a restart finds it),
 * and asks its status
 * every POLL_MS until it ends; the window's buttons call `ask`, `dismiss`, `confirmCancel` and `confirmForceClose`.
 * Every state reaches `onState`. A machine that cannot be reached, or does not answer in time, ends it as unreachable.
 */
export function drivePayment(
  client: TCashDeviceClient,
  payment: { amount: number; currency: string; operator: string; paymentId?: string },
  onState: (state: TPaymentWindow) => void,
  { pollMs = POLL_MS, isResumed = false } = {},
) {
  let state = openWindow(payment.amount);
  let isStopped = false;
  const dispatch = (event: TPaymentEvent) => {
    state = paymentWindow(state, event);
    onState(state);
  };
  const current = (): TDevicePayment | null => ('payment' in state ? state.payment : null);

  const poll = async () => {
    while (!isStopped && !isFinal(state)) {
      await new Promise((r) => setTimeout(r, pollMs));
      const paying = current();
      if (isStopped || isFinal(state) || !paying) return;
      try {
        dispatch({ type: 'status', payment: await client.queryStatus(paying.id) });
      } catch (err) {
        dispatch(failureOf(err));
      }
    }
  };

  /**
   * Starts the payment, or, for a session found open after a reload, asks the machine how it stands: a payment the
   * machine never started (NO_PAYMENT) is started now by the session's id, so it is finished rather than lost.
   */
  const startOrFind = async (): Promise<TDevicePayment> => {
    if (isResumed && payment.paymentId) {
      try {
        return await client.queryStatus(payment.paymentId);
      } catch (err) {
        if (!(err instanceof CashDeviceError && err.code === 'NO_PAYMENT')) throw err;
      }
    }
    return client.startPay(payment.amount, payment.paymentId);
  };

  const done = (async () => {
    try {
      const { currency } = await client.login(payment.operator);
      if (currency !== payment.currency) {
        dispatch({ type: 'wrongCurrency', machine: currency, shop: payment.currency });
        return;
      }
      dispatch({ type: 'started', payment: await startOrFind() });
    } catch (err) {
      dispatch(failureOf(err));
      return;
    }
    await poll();
  })();

  return {
    get state() {
      return state;
    },
    /** Resolves when the payment has ended (or the driver was stopped). */
    done,
    ask: (what: 'cancel' | 'forceClose') => dispatch({ type: what === 'cancel' ? 'askCancel' : 'askForceClose' }),
    dismiss: () => dispatch({ type: 'dismiss' }),
    async confirmCancel() {
      const paying = current();
      dispatch({ type: 'confirmCancel' });
      if (state.step !== 'cancelling' || !paying) return;
      try {
        const answer = await client.cancelPay(paying.id);
        dispatch(answer.status === 'cancelled' ? { type: 'cancelled', payment: answer } : { type: 'deviceFailed' });
      } catch (err) {
        dispatch(failureOf(err));
      }
    },
    async confirmForceClose() {
      dispatch({ type: 'confirmForceClose' });
      if (state.step !== 'closing') return;
      try {
        dispatch({ type: 'forceClosed', payment: (await client.closeSession()).payment });
      } catch (err) {
        dispatch(failureOf(err));
      }
    },
    stop: () => {
      isStopped = true;
    },
  };
}
