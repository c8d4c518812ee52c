import { makeChange, totalOf } from './change';

/**
 * The automatic cash machine the simulator plays (issue 24, ADR 032): per denomination, the pieces stored for change
 * and the pieces taken into the cashbox, an alert level, and at most one payment at a time. Amounts are integer
 * cents. Notes a customer inserts go to the cashbox; coins go to the stored coins, which give change.
 */
export type TKind = 'note' | 'coin';
export type TDenomination = { value: number; kind: TKind; stored: number; cashbox: number; alertLevel: number };
export type TPaymentStatus = 'paying' | 'paid' | 'cancelled' | 'error' | 'closed';
export type TPayment = {
  id: string;
  amount: number;
  inserted: number;
  /** The pieces inserted so far (value → count), refunded on a cancel. */
  insertedPieces: Record<string, number>;
  change: number;
  refund: number;
  status: TPaymentStatus;
  error?: TMachineErrorCode;
};
export type TFault = 'none' | 'unreachable' | 'jam' | 'timeout' | 'noChange';
export type TMachineState = {
  currency: string;
  denominations: TDenomination[];
  operator: string | null;
  token: string | null;
  payment: TPayment | null;
  fault: TFault;
  /** Payments so far, for the next id. */
  payments: number;
};

export type TMachineErrorCode =
  | 'NOT_LOGGED_IN'
  | 'BAD_REQUEST'
  | 'BUSY'
  | 'NO_PAYMENT'
  | 'UNKNOWN_DENOMINATION'
  | 'NOTE_REJECTED'
  | 'JAM'
  | 'CHANGE_FAILED'
  | 'CANNOT_DISPENSE';

export class MachineError extends Error {
  constructor(
    readonly code: TMachineErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Euro notes and coins, in cents; the machine starts with some of each. */
export const EURO: readonly { value: number; kind: TKind; start: number; alertLevel: number }[] = [
  { value: 50_000, kind: 'note', start: 0, alertLevel: 0 },
  { value: 20_000, kind: 'note', start: 0, alertLevel: 0 },
  { value: 10_000, kind: 'note', start: 2, alertLevel: 0 },
  { value: 5_000, kind: 'note', start: 5, alertLevel: 2 },
  { value: 2_000, kind: 'note', start: 10, alertLevel: 5 },
  { value: 1_000, kind: 'note', start: 10, alertLevel: 5 },
  { value: 500, kind: 'note', start: 10, alertLevel: 5 },
  { value: 200, kind: 'coin', start: 20, alertLevel: 10 },
  { value: 100, kind: 'coin', start: 20, alertLevel: 10 },
  { value: 50, kind: 'coin', start: 20, alertLevel: 10 },
  { value: 20, kind: 'coin', start: 20, alertLevel: 10 },
  { value: 10, kind: 'coin', start: 20, alertLevel: 10 },
  { value: 5, kind: 'coin', start: 20, alertLevel: 10 },
  { value: 2, kind: 'coin', start: 20, alertLevel: 10 },
  { value: 1, kind: 'coin', start: 20, alertLevel: 10 },
];

/**
 * Denominations from a setting `value:kind:start:alert,...` in cents (`10000:note:2:0,200:coin:20:10`), for another
 * currency's notes and coins.
 */
export function parseDenominations(text: string): typeof EURO {
  return text.split(',').map((part) => {
    const [value, kind, start, alertLevel] = part.trim().split(':');
    const numbers = [value, start, alertLevel].map(Number);
    if (
      !numbers.every((n) => Number.isInteger(n) && n >= 0) ||
      Number(value) <= 0 ||
      (kind !== 'note' && kind !== 'coin')
    ) {
      throw new Error(`not a denomination value:kind:start:alert in cents: ${part}`);
    }
    return { value: numbers[0], kind, start: numbers[1], alertLevel: numbers[2] };
  });
}

/** A new machine's state in a currency with its denominations (euro by default). */
export function newMachine(currency = 'EUR', denominations = EURO): TMachineState {
  return {
    currency,
    denominations: denominations.map((d) => ({
      value: d.value,
      kind: d.kind,
      stored: d.start,
      cashbox: 0,
      alertLevel: d.alertLevel,
    })),
    operator: null,
    token: null,
    payment: null,
    fault: 'none',
    payments: 0,
  };
}

const stockOf = (state: TMachineState) => new Map(state.denominations.map((d) => [d.value, d.stored]));

/** What the management page shows: the amounts by kind and place, the total, and where a level is below its alert. */
export function systemOf(state: TMachineState) {
  const sum = (kind: TKind, place: 'stored' | 'cashbox') =>
    state.denominations.filter((d) => d.kind === kind).reduce((total, d) => total + d.value * d[place], 0);
  const amounts = {
    storedCoins: sum('coin', 'stored'),
    cashboxCoins: sum('coin', 'cashbox'),
    storedNotes: sum('note', 'stored'),
    cashboxNotes: sum('note', 'cashbox'),
  };
  return {
    currency: state.currency,
    ...amounts,
    total: amounts.storedCoins + amounts.cashboxCoins + amounts.storedNotes + amounts.cashboxNotes,
    denominations: state.denominations.map((d) => ({ ...d })),
    alerts: state.denominations.filter((d) => d.stored < d.alertLevel).map((d) => d.value),
  };
}

/** Takes pieces out of the stored counts (change, refunds): the pieces must be there. */
function dispense(state: TMachineState, pieces: Map<number, number>) {
  for (const [value, count] of pieces) {
    const denomination = state.denominations.find((d) => d.value === value)!;
    denomination.stored -= count;
  }
}

/** The machine's operations, on a state it changes in place; `save` runs after every change. */
export function machineOf(state: TMachineState, save: (state: TMachineState) => void, newToken: () => string) {
  const changed = <T>(answer: T) => {
    save(state);
    return answer;
  };
  const requireLogin = (token: unknown) => {
    if (!state.token || token !== state.token) throw new MachineError('NOT_LOGGED_IN', 'Log in to the machine first');
  };
  const requirePayment = (paymentId: unknown) => {
    const payment = state.payment;
    if (!payment || payment.id !== paymentId) throw new MachineError('NO_PAYMENT', 'No such payment');
    return payment;
  };
  const denominationOf = (value: unknown) => {
    const denomination = state.denominations.find((d) => d.value === value);
    if (!denomination) throw new MachineError('UNKNOWN_DENOMINATION', `The machine takes no piece of ${String(value)}`);
    return denomination;
  };

  return {
    state,
    login(operator: unknown) {
      if (typeof operator !== 'string' || operator.length === 0 || operator.length > 64) {
        throw new MachineError('BAD_REQUEST', 'operator: a name of 1 to 64 characters');
      }
      state.operator = operator;
      state.token = newToken();
      return changed({ token: state.token, currency: state.currency });
    },
    querySystem(token: unknown) {
      requireLogin(token);
      return systemOf(state);
    },
    /**
     * Starts a payment. The caller may name it (`paymentId`, the product's session id): starting a payment by the
     * name of the current one answers it again, so a caller that lost the answer cannot take money twice.
     */
    startPay(token: unknown, amount: unknown, paymentId?: unknown) {
      requireLogin(token);
      if (!Number.isInteger(amount) || (amount as number) <= 0 || (amount as number) > 10_000_000) {
        throw new MachineError('BAD_REQUEST', 'amount: whole cents above 0');
      }
      if (paymentId !== undefined && (typeof paymentId !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(paymentId))) {
        throw new MachineError('BAD_REQUEST', 'paymentId: 1 to 64 letters, digits or dashes');
      }
      if (paymentId !== undefined && state.payment?.id === paymentId) {
        if (state.payment.amount !== amount) throw new MachineError('BAD_REQUEST', 'paymentId: another amount');
        return { ...state.payment };
      }
      if (state.payment?.status === 'paying') throw new MachineError('BUSY', 'A payment is in progress');
      state.payments += 1;
      state.payment = {
        id: (paymentId as string | undefined) ?? `P${state.payments}`,
        amount: amount as number,
        inserted: 0,
        insertedPieces: {},
        change: 0,
        refund: 0,
        status: 'paying',
      };
      return changed({ ...state.payment });
    },
    queryStatus(token: unknown, paymentId: unknown) {
      requireLogin(token);
      return { ...requirePayment(paymentId) };
    },
    /**
     * The customer inserts one note or coin (the simulator's control, not an op of the machine). A piece that would
     * need change the stock cannot make is given back before it is taken; at the amount, the change is paid.
     */
    insert(value: unknown) {
      const payment = state.payment;
      if (payment?.status !== 'paying') throw new MachineError('NO_PAYMENT', 'No payment is waiting for money');
      const denomination = denominationOf(value);
      if (state.fault === 'jam') {
        payment.status = 'error';
        payment.error = 'JAM';
        return changed({ ...payment });
      }
      const inserted = payment.inserted + denomination.value;
      const due = inserted - payment.amount;
      if (due > 0) {
        // The piece is taken only if the change it needs can be given from the stored pieces and this piece.
        const stock = stockOf(state);
        if (denomination.kind === 'coin') stock.set(denomination.value, (stock.get(denomination.value) ?? 0) + 1);
        if (!makeChange(due, stock)) throw new MachineError('NOTE_REJECTED', 'The machine cannot give change for it');
      }
      payment.inserted = inserted;
      payment.insertedPieces[denomination.value] = (payment.insertedPieces[denomination.value] ?? 0) + 1;
      if (denomination.kind === 'coin') denomination.stored += 1;
      else denomination.cashbox += 1;
      if (inserted >= payment.amount) {
        const change = makeChange(inserted - payment.amount, stockOf(state));
        if (state.fault === 'noChange' || !change) {
          payment.status = 'error';
          payment.error = 'CHANGE_FAILED';
        } else {
          dispense(state, change);
          payment.change = totalOf(change);
          payment.status = 'paid';
        }
      }
      return changed({ ...payment });
    },
    /** Gives back what the customer inserted, the very pieces (held in escrow until the payment ends). */
    cancelPay(token: unknown, paymentId: unknown) {
      requireLogin(token);
      const payment = requirePayment(paymentId);
      if (payment.status !== 'paying') throw new MachineError('NO_PAYMENT', `The payment is ${payment.status}`);
      for (const [value, count] of Object.entries(payment.insertedPieces)) {
        const denomination = denominationOf(Number(value));
        if (denomination.kind === 'coin') denomination.stored -= count;
        else denomination.cashbox -= count;
      }
      payment.refund = payment.inserted;
      payment.status = 'cancelled';
      return changed({ ...payment });
    },
    /** Pays an amount out of the stored pieces (a refund to a customer). */
    refundAmount(token: unknown, amount: unknown) {
      requireLogin(token);
      if (!Number.isInteger(amount) || (amount as number) <= 0) {
        throw new MachineError('BAD_REQUEST', 'amount: whole cents above 0');
      }
      const pieces = makeChange(amount as number, stockOf(state));
      if (!pieces) throw new MachineError('CANNOT_DISPENSE', 'The machine cannot pay this amount out');
      dispense(state, pieces);
      return changed({ refunded: amount as number, pieces: Object.fromEntries(pieces) });
    },
    /** Force-closes the payment session: what was inserted stays in the machine, to be settled by hand. */
    closeSession(token: unknown) {
      requireLogin(token);
      const payment = state.payment;
      if (payment?.status === 'paying') payment.status = 'closed';
      return changed({ closed: true, payment: payment ? { ...payment } : null });
    },
    /** Adds notes and coins to the stored pieces (value → count); answers the refill amount. */
    refillCash(token: unknown, pieces: unknown) {
      requireLogin(token);
      if (!pieces || typeof pieces !== 'object' || Array.isArray(pieces)) {
        throw new MachineError('BAD_REQUEST', 'pieces: denomination → count');
      }
      const counts = Object.entries(pieces as Record<string, unknown>).map(([value, count]) => {
        if (!Number.isInteger(count) || (count as number) < 0 || (count as number) > 10_000) {
          throw new MachineError('BAD_REQUEST', `pieces.${value}: a count from 0 to 10000`);
        }
        return { denomination: denominationOf(Number(value)), count: count as number };
      });
      for (const { denomination, count } of counts) denomination.stored += count;
      const refillAmount = counts.reduce((sum, { denomination, count }) => sum + denomination.value * count, 0);
      return changed({ refillAmount, system: systemOf(state) });
    },
    setFault(fault: unknown) {
      const faults: TFault[] = ['none', 'unreachable', 'jam', 'timeout', 'noChange'];
      if (!faults.includes(fault as TFault))
        throw new MachineError('BAD_REQUEST', `fault: one of ${faults.join(', ')}`);
      state.fault = fault as TFault;
      return changed({ fault: state.fault });
    },
  };
}
export type TMachine = ReturnType<typeof machineOf>;
