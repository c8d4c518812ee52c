import { randomBytes } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { MachineError, machineOf, type TMachine, type TMachineState } from './machine';

/** The ops of the machine (SPEC §7: /cash/{op} on the workstation's loopback address). */
export const CASH_OPS = [
  'login',
  'querySystem',
  'startPay',
  'queryStatus',
  'refundAmount',
  'cancelPay',
  'closeSession',
  'refillCash',
] as const;
type TOp = (typeof CASH_OPS)[number];

/** A fault 'timeout' leaves these requests unanswered, as a machine that hangs mid-session. */
const HANGING_OPS: readonly TOp[] = ['queryStatus', 'cancelPay', 'closeSession'];
const MAX_BODY = 16 * 1024;

/** Writes the state beside its file and renames it into place, so a restart never reads half of it. */
export const saveStateTo = (path: string) => (state: TMachineState) => {
  writeFileSync(`${path}.tmp`, JSON.stringify(state, null, 2));
  renameSync(`${path}.tmp`, path);
};

function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((done, fail) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > MAX_BODY) fail(new MachineError('BAD_REQUEST', 'body too large'));
    });
    req.on('end', () => {
      try {
        const body = text ? JSON.parse(text) : {};
        if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
        done(body as Record<string, unknown>);
      } catch {
        fail(new MachineError('BAD_REQUEST', 'the body is not a JSON object'));
      }
    });
  });
}

/**
 * The browser calls the machine from the product's page (another origin): CORS, and Chrome's private-network access
 * preflight, which a page served from a public address needs before it may call a loopback address (ADR 032).
 */
function allowBrowser(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
  res.setHeader('vary', 'origin');
  if (req.method !== 'OPTIONS') return false;
  res.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS');
  res.setHeader('access-control-allow-headers', 'content-type');
  res.setHeader('access-control-max-age', '600');
  if (req.headers['access-control-request-private-network'] === 'true') {
    res.setHeader('access-control-allow-private-network', 'true');
  }
  res.writeHead(204).end();
  return true;
}

const answer = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/**
 * The simulator's HTTP service: the eight ops at POST /cash/{op}, answered `{ok: true, data}` or
 * `{ok: false, error, message}`; and its controls, which a person or a test uses in place of a customer and a
 * technician: POST /sim/insert {value} (a note or coin), POST /sim/fault {fault}, GET /sim/state. With `autoPay`,
 * a started payment is paid by itself, a piece every `autoPayMs`.
 */
export function createCashSimulator(
  state: TMachineState,
  options: { save: (state: TMachineState) => void; autoPay?: boolean; autoPayMs?: number },
) {
  const machine = machineOf(state, options.save, () => randomBytes(16).toString('hex'));
  const hanging = new Set<ServerResponse>();

  const run = (op: TOp, body: Record<string, unknown>) => {
    switch (op) {
      case 'login':
        return machine.login(body.operator);
      case 'querySystem':
        return machine.querySystem(body.token);
      case 'startPay': {
        const payment = machine.startPay(body.token, body.amount, body.paymentId);
        if (options.autoPay) payByItself(machine, payment.id, options.autoPayMs ?? 150);
        return payment;
      }
      case 'queryStatus':
        return machine.queryStatus(body.token, body.paymentId);
      case 'refundAmount':
        return machine.refundAmount(body.token, body.amount);
      case 'cancelPay':
        return machine.cancelPay(body.token, body.paymentId);
      case 'closeSession':
        return machine.closeSession(body.token);
      case 'refillCash':
        return machine.refillCash(body.token, body.pieces);
    }
  };

  const server = createServer(async (req, res) => {
    if (allowBrowser(req, res)) return;
    const path = (req.url ?? '').split('?')[0];
    try {
      if (req.method === 'GET' && path === '/sim/state') return answer(res, 200, { ok: true, data: state });
      if (req.method !== 'POST') return answer(res, 405, { ok: false, error: 'BAD_REQUEST', message: 'POST only' });
      const op = path.startsWith('/cash/') ? (path.slice('/cash/'.length) as TOp) : null;
      if (op && state.fault === 'unreachable') {
        req.socket.destroy();
        return;
      }
      const body = await readBody(req);
      if (op && CASH_OPS.includes(op)) {
        if (state.fault === 'timeout' && HANGING_OPS.includes(op)) {
          hanging.add(res);
          return;
        }
        return answer(res, 200, { ok: true, data: run(op, body) });
      }
      if (path === '/sim/insert') return answer(res, 200, { ok: true, data: machine.insert(body.value) });
      if (path === '/sim/fault') return answer(res, 200, { ok: true, data: machine.setFault(body.fault) });
      return answer(res, 404, { ok: false, error: 'BAD_REQUEST', message: `no such path ${path}` });
    } catch (err) {
      if (err instanceof MachineError) return answer(res, 400, { ok: false, error: err.code, message: err.message });
      return answer(res, 500, { ok: false, error: 'BAD_REQUEST', message: (err as Error).message });
    }
  });
  server.on('close', () => {
    for (const res of hanging) res.destroy();
  });
  return { server, machine };
}

/**
 * The customer of `autoPay`: inserts the smallest piece that covers what is still due, or else the largest below it,
 * one every `everyMs`, until the payment is no longer waiting (a piece the machine refuses is tried one size smaller).
 */
function payByItself(machine: TMachine, paymentId: string, everyMs: number) {
  const values = machine.state.denominations.map((d) => d.value).sort((a, b) => a - b);
  let refused = new Set<number>();
  const next = () => {
    const payment = machine.state.payment;
    if (!payment || payment.id !== paymentId || payment.status !== 'paying') return;
    const due = payment.amount - payment.inserted;
    const usable = values.filter((v) => !refused.has(v));
    const piece = usable.find((v) => v >= due) ?? usable.filter((v) => v < due).at(-1);
    if (piece === undefined) return;
    try {
      machine.insert(piece);
      refused = new Set();
    } catch {
      refused.add(piece);
    }
    setTimeout(next, everyMs).unref();
  };
  setTimeout(next, everyMs).unref();
}
