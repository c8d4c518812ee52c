import type { TDevicePayment } from './cash-device.client';

/**
 * The cash machine's payment window (SPEC §4 'Cash device payment', issue 24) as states and events, apart from the
 * screen: connecting → customer paying (inserted, still due) → payment successful (inserted, change). Alternatives:
 * a cancel (confirmed first: the machine refunds), a device error (manual refund required), a force-close of the
 * session (confirmed first), a machine that cannot be reached, and a machine that counts in another currency than the
 * shop (asked for no money). The window may be closed only in a final state.
 */
export type TPaymentWindow =
  | { step: 'connecting'; amount: number }
  | { step: 'paying'; payment: TDevicePayment; asking: null | 'cancel' | 'forceClose' }
  | { step: 'cancelling'; payment: TDevicePayment }
  | { step: 'closing'; payment: TDevicePayment }
  | { step: 'paid'; payment: TDevicePayment }
  | { step: 'cancelled'; payment: TDevicePayment }
  | { step: 'closed'; payment: TDevicePayment }
  | { step: 'deviceError'; payment: TDevicePayment | null }
  /** 'Not connected to cash device' before a payment started; 'Connection ... failed!' once one had. */
  | { step: 'unreachable'; reason: 'notConnected' | 'connectionFailed'; payment: TDevicePayment | null }
  /** The machine counts in `machine`, the shop in `shop`: no payment was started, nothing was taken. */
  | { step: 'wrongCurrency'; machine: string; shop: string };

export type TPaymentEvent =
  | { type: 'started'; payment: TDevicePayment }
  | { type: 'status'; payment: TDevicePayment }
  | { type: 'askCancel' }
  | { type: 'askForceClose' }
  | { type: 'dismiss' }
  | { type: 'confirmCancel' }
  | { type: 'confirmForceClose' }
  | { type: 'cancelled'; payment: TDevicePayment }
  | { type: 'forceClosed'; payment: TDevicePayment | null }
  | { type: 'deviceFailed' }
  | { type: 'unreachable' }
  | { type: 'wrongCurrency'; machine: string; shop: string };

export const openWindow = (amount: number): TPaymentWindow => ({ step: 'connecting', amount });

const paymentOf = (state: TPaymentWindow): TDevicePayment | null => ('payment' in state ? state.payment : null);

/** Where a payment the machine reports leads: still paying, or one of its ends. */
function fromPayment(payment: TDevicePayment, asking: null | 'cancel' | 'forceClose' = null): TPaymentWindow {
  switch (payment.status) {
    case 'paying':
      return { step: 'paying', payment, asking };
    case 'paid':
      return { step: 'paid', payment };
    case 'cancelled':
      return { step: 'cancelled', payment };
    case 'closed':
      return { step: 'closed', payment };
    case 'error':
      return { step: 'deviceError', payment };
  }
}

export function paymentWindow(state: TPaymentWindow, event: TPaymentEvent): TPaymentWindow {
  if (isFinal(state)) return state;
  switch (event.type) {
    case 'started':
      return state.step === 'connecting' ? fromPayment(event.payment) : state;
    case 'status':
      // A report that arrives while the cancel or the force-close is under way changes nothing but a final one.
      if (state.step === 'paying') return fromPayment(event.payment, state.asking);
      if (state.step === 'cancelling' || state.step === 'closing') {
        return event.payment.status === 'paying' ? state : fromPayment(event.payment);
      }
      return state;
    case 'askCancel':
      return state.step === 'paying' ? { ...state, asking: 'cancel' } : state;
    case 'askForceClose':
      return state.step === 'paying' ? { ...state, asking: 'forceClose' } : state;
    case 'dismiss':
      return state.step === 'paying' ? { ...state, asking: null } : state;
    case 'confirmCancel':
      return state.step === 'paying' && state.asking === 'cancel'
        ? { step: 'cancelling', payment: state.payment }
        : state;
    case 'confirmForceClose':
      return state.step === 'paying' && state.asking === 'forceClose'
        ? { step: 'closing', payment: state.payment }
        : state;
    case 'cancelled':
      return { step: 'cancelled', payment: event.payment };
    case 'forceClosed':
      return { step: 'closed', payment: event.payment ?? paymentOf(state) ?? emptyPayment() };
    case 'deviceFailed':
      return { step: 'deviceError', payment: paymentOf(state) };
    case 'unreachable':
      return {
        step: 'unreachable',
        reason: state.step === 'connecting' ? 'notConnected' : 'connectionFailed',
        payment: paymentOf(state),
      };
    case 'wrongCurrency':
      return state.step === 'connecting' ? { step: 'wrongCurrency', machine: event.machine, shop: event.shop } : state;
  }
}

const emptyPayment = (): TDevicePayment => ({
  id: '',
  amount: 0,
  inserted: 0,
  change: 0,
  refund: 0,
  status: 'closed',
});

/** The ends: the window may be closed (SPEC §4: not before the payment completes). */
export const isFinal = (state: TPaymentWindow) =>
  ['paid', 'cancelled', 'closed', 'deviceError', 'unreachable', 'wrongCurrency'].includes(state.step);

/** What is still due while the customer pays. */
export const stillDue = (payment: TDevicePayment) => Math.max(0, payment.amount - payment.inserted);
