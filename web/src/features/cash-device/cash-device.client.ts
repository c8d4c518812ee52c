/**
 * The browser's client of the automatic cash machine (issue 24, ADR 032): the workstation's local service at
 * `http://<cashDeviceIp>:3000/cash/{op}`, each call given up after a few seconds so the window never hangs.
 */
export type TDevicePayment = {
  id: string;
  amount: number;
  inserted: number;
  change: number;
  refund: number;
  status: 'paying' | 'paid' | 'cancelled' | 'error' | 'closed';
  error?: string;
};

export type TDeviceSystem = {
  currency: string;
  storedCoins: number;
  cashboxCoins: number;
  storedNotes: number;
  cashboxNotes: number;
  total: number;
  denominations: { value: number; kind: 'note' | 'coin'; stored: number; cashbox: number; alertLevel: number }[];
  alerts: number[];
};

/** The machine could not be reached, or did not answer in time. */
export class CashDeviceUnreachable extends Error {
  override name = 'CashDeviceUnreachable';
}

/** The machine answered with an error of its own (ADR 032: NOT_LOGGED_IN, BUSY, JAM, ...). */
export class CashDeviceError extends Error {
  override name = 'CashDeviceError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** How long one call to the machine may take before the window says it cannot be reached. */
export const DEVICE_TIMEOUT_MS = 4_000;
export const DEVICE_PORT = 3000;

/** The machine's base URL from the shop's cashDeviceIp (an address, optionally with its port). */
export function deviceBaseUrl(ip: string): string {
  const host = ip.trim() || '127.0.0.1';
  return /:\d+$/.test(host) ? `http://${host}` : `http://${host}:${DEVICE_PORT}`;
}

export function cashDeviceClient(baseUrl: string, { timeoutMs = DEVICE_TIMEOUT_MS, fetchFn = fetch } = {}) {
  let token = '';
  const call = async <T>(op: string, body: Record<string, unknown> = {}): Promise<T> => {
    let res: Response;
    try {
      res = await fetchFn(`${baseUrl}/cash/${op}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, ...body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new CashDeviceUnreachable((err as Error).message);
    }
    let answer: { ok: boolean; data?: T; error?: string; message?: string };
    try {
      answer = await res.json();
    } catch (err) {
      throw new CashDeviceUnreachable((err as Error).message);
    }
    if (!answer.ok) throw new CashDeviceError(answer.error ?? 'UNKNOWN', answer.message ?? '');
    return answer.data as T;
  };
  return {
    async login(operator: string) {
      const data = await call<{ token: string; currency: string }>('login', { operator });
      token = data.token;
      return data;
    },
    querySystem: () => call<TDeviceSystem>('querySystem'),
    startPay: (amount: number, paymentId?: string) =>
      call<TDevicePayment>('startPay', paymentId ? { amount, paymentId } : { amount }),
    queryStatus: (paymentId: string) => call<TDevicePayment>('queryStatus', { paymentId }),
    cancelPay: (paymentId: string) => call<TDevicePayment>('cancelPay', { paymentId }),
    refundAmount: (amount: number) => call<{ refunded: number }>('refundAmount', { amount }),
    closeSession: () => call<{ closed: true; payment: TDevicePayment | null }>('closeSession'),
    refillCash: (pieces: Record<number, number>) =>
      call<{ refillAmount: number; system: TDeviceSystem }>('refillCash', { pieces }),
  };
}
export type TCashDeviceClient = ReturnType<typeof cashDeviceClient>;
