import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { newMachine, parseDenominations, type TMachineState } from './machine';
import { CASH_OPS, createCashSimulator, saveStateTo } from './server';

const folder = mkdtempSync(join(tmpdir(), 'cash-sim-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type TSim = { base: string; statePath: string; close: () => Promise<void> };
const running: TSim[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((sim) => sim.close()));
});

/** A simulator on a free port, its state in a file (read back when it exists, as a restart does). */
async function startSim(name: string, options: { autoPay?: boolean; state?: TMachineState } = {}): Promise<TSim> {
  const statePath = join(folder, `${name}.json`);
  const state: TMachineState = existsSync(statePath)
    ? JSON.parse(readFileSync(statePath, 'utf8'))
    : (options.state ?? newMachine());
  const { server } = createCashSimulator(state, {
    save: saveStateTo(statePath),
    autoPay: options.autoPay,
    autoPayMs: 5,
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const sim = {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    statePath,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
  running.push(sim);
  return sim;
}

/** What the tests read of the simulator's answers (each op answers some of it). */
type TSimData = {
  token: string;
  currency: string;
  id: string;
  status: string;
  inserted: number;
  change: number;
  refunded: number;
  refillAmount: number;
  total: number;
  cashboxNotes: number;
  alerts: number[];
  denominations: { value: number; stored: number }[];
  payment: unknown;
  system: { total: number; alerts: number[] };
};

async function post(sim: TSim, path: string, body: Record<string, unknown> = {}) {
  const res = await fetch(`${sim.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, ...((await res.json()) as { ok: boolean; data: TSimData; error?: string }) };
}

async function loggedIn(sim: TSim) {
  const login = await post(sim, '/cash/login', { operator: 'Giulia' });
  expect(login).toMatchObject({ ok: true, data: { currency: 'EUR' } });
  return login.data.token as string;
}

describe('the cash machine simulator', () => {
  it('takes a payment: notes and coins inserted, change from the stored coins, the totals moved', async () => {
    const sim = await startSim('pay');
    const token = await loggedIn(sim);
    const before = (await post(sim, '/cash/querySystem', { token })).data;
    const started = await post(sim, '/cash/startPay', { token, amount: 3_450 });
    expect(started.data).toMatchObject({ status: 'paying', amount: 3_450, inserted: 0 });
    const { id } = started.data;
    expect((await post(sim, '/sim/insert', { value: 2_000 })).data).toMatchObject({
      inserted: 2_000,
      status: 'paying',
    });
    expect(await post(sim, '/cash/startPay', { token, amount: 100 })).toMatchObject({ ok: false, error: 'BUSY' });
    // A payment the caller named is answered again when started again by its name, never started twice.
    const named = await startSim('named');
    const namedToken = await loggedIn(named);
    const first = await post(named, '/cash/startPay', { token: namedToken, amount: 900, paymentId: 'S-1' });
    expect(first.data).toMatchObject({ id: 'S-1', amount: 900, status: 'paying' });
    expect(await post(named, '/cash/startPay', { token: namedToken, amount: 900, paymentId: 'S-1' })).toEqual(first);
    expect(await post(named, '/cash/startPay', { token: namedToken, amount: 800, paymentId: 'S-1' })).toMatchObject({
      ok: false,
      error: 'BAD_REQUEST',
    });
    expect(await post(named, '/cash/startPay', { token: namedToken, amount: 900, paymentId: 'S 2' })).toMatchObject({
      ok: false,
      error: 'BAD_REQUEST',
    });
    const paid = (await post(sim, '/sim/insert', { value: 2_000 })).data;
    expect(paid).toMatchObject({ status: 'paid', inserted: 4_000, change: 550 });
    expect((await post(sim, '/cash/queryStatus', { token, paymentId: id })).data).toMatchObject({ status: 'paid' });
    const after = (await post(sim, '/cash/querySystem', { token })).data;
    expect(after.cashboxNotes - before.cashboxNotes).toBe(4_000);
    expect(after.total - before.total).toBe(3_450);
  });

  it('refuses every op without the login, and values that are not money', async () => {
    const sim = await startSim('refusals');
    for (const op of CASH_OPS.filter((op) => op !== 'login')) {
      expect(await post(sim, `/cash/${op}`, { token: 'forged' })).toMatchObject({
        status: 400,
        ok: false,
        error: 'NOT_LOGGED_IN',
      });
    }
    const token = await loggedIn(sim);
    for (const amount of [0, -5, 12.5, '100', null]) {
      expect(await post(sim, '/cash/startPay', { token, amount })).toMatchObject({ ok: false, error: 'BAD_REQUEST' });
    }
    expect(await post(sim, '/sim/insert', { value: 300 })).toMatchObject({ ok: false, error: 'NO_PAYMENT' });
    const res = await fetch(`${sim.base}/cash/login`, { method: 'POST', body: '[1,2' });
    expect(res.status).toBe(400);
  });

  it('gives back the very pieces inserted on a cancel, and a note it could not change before taking it', async () => {
    const sim = await startSim('cancel', {
      state: newMachine('EUR', parseDenominations('2000:note:0:0,1000:note:0:0,500:coin:1:0,200:coin:3:0')),
    });
    const token = await loggedIn(sim);
    const { id } = (await post(sim, '/cash/startPay', { token, amount: 1_400 })).data;
    // 20.00 for 14.00 is 6.00 of change: one 5 and three 2s make it only as 2 + 2 + 2.
    expect((await post(sim, '/sim/insert', { value: 2_000 })).data).toMatchObject({ status: 'paid', change: 600 });
    const system = (await post(sim, '/cash/querySystem', { token })).data;
    expect(system.denominations.find((d) => d.value === 200)?.stored).toBe(0);
    expect(system.alerts).toEqual([]);

    const second = (await post(sim, '/cash/startPay', { token, amount: 500 })).data;
    // 20.00 for 5.00 would need 15.00 of change the machine does not hold: the note is given back, not taken.
    expect(await post(sim, '/sim/insert', { value: 2_000 })).toMatchObject({ ok: false, error: 'NOTE_REJECTED' });
    expect((await post(sim, '/sim/insert', { value: 500 })).data).toMatchObject({ status: 'paid', change: 0 });
    expect(second.id).not.toBe(id);

    const third = (await post(sim, '/cash/startPay', { token, amount: 5_000 })).data;
    await post(sim, '/sim/insert', { value: 1_000 });
    await post(sim, '/sim/insert', { value: 500 });
    const cancelled = (await post(sim, '/cash/cancelPay', { token, paymentId: third.id })).data;
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 1_500 });
    const after = (await post(sim, '/cash/querySystem', { token })).data;
    expect(after.total).toBe(system.total + 500);
  });

  it('pays out a refund, closes a session by force, refills, and shows the alerts', async () => {
    const sim = await startSim('manage', {
      state: newMachine('EUR', parseDenominations('1000:note:4:2,200:coin:10:5,50:coin:10:5')),
    });
    const token = await loggedIn(sim);
    const refunded = await post(sim, '/cash/refundAmount', { token, amount: 1_250 });
    expect(refunded.data.refunded).toBe(1_250);
    expect(await post(sim, '/cash/refundAmount', { token, amount: 10_000_000 })).toMatchObject({
      error: 'CANNOT_DISPENSE',
    });
    const { id } = (await post(sim, '/cash/startPay', { token, amount: 2_000 })).data;
    await post(sim, '/sim/insert', { value: 1_000 });
    expect((await post(sim, '/cash/closeSession', { token })).data.payment).toMatchObject({
      id,
      status: 'closed',
      inserted: 1_000,
    });
    expect(await post(sim, '/cash/refillCash', { token, pieces: { 200: -1 } })).toMatchObject({ error: 'BAD_REQUEST' });
    expect(await post(sim, '/cash/refillCash', { token, pieces: { 300: 1 } })).toMatchObject({
      error: 'UNKNOWN_DENOMINATION',
    });
    // The 10.00 notes paid out below their level of 2, then refilled.
    await post(sim, '/cash/refundAmount', { token, amount: 3_000 });
    const low = (await post(sim, '/cash/querySystem', { token })).data;
    expect(low.alerts).toEqual([1_000]);
    const refill = (await post(sim, '/cash/refillCash', { token, pieces: { 1000: 5, 200: 30, 50: 10 } })).data;
    expect(refill.refillAmount).toBe(5 * 1_000 + 30 * 200 + 10 * 50);
    expect(refill.system.alerts).toEqual([]);
    expect(refill.system.total).toBe(low.total + refill.refillAmount);
  });

  it('pays by itself with the auto-pay flag', async () => {
    const sim = await startSim('auto', { autoPay: true });
    const token = await loggedIn(sim);
    const { id } = (await post(sim, '/cash/startPay', { token, amount: 3_780 })).data;
    await expect
      .poll(async () => (await post(sim, '/cash/queryStatus', { token, paymentId: id })).data.status)
      .toBe('paid');
    const paid = (await post(sim, '/cash/queryStatus', { token, paymentId: id })).data;
    expect(paid.inserted - paid.change).toBe(3_780);
  });

  it('plays each fault: unreachable, a jam, a timeout mid-session, change it cannot pay', async () => {
    const sim = await startSim('faults');
    const token = await loggedIn(sim);
    await post(sim, '/sim/fault', { fault: 'unreachable' });
    await expect(fetch(`${sim.base}/cash/querySystem`, { method: 'POST', body: '{}' })).rejects.toThrow();
    await post(sim, '/sim/fault', { fault: 'jam' });
    const jammed = (await post(sim, '/cash/startPay', { token, amount: 1_000 })).data;
    expect((await post(sim, '/sim/insert', { value: 500 })).data).toMatchObject({ status: 'error', error: 'JAM' });
    await post(sim, '/sim/fault', { fault: 'timeout' });
    const asked = fetch(`${sim.base}/cash/queryStatus`, {
      method: 'POST',
      body: JSON.stringify({ token, paymentId: jammed.id }),
      signal: AbortSignal.timeout(300),
    });
    await expect(asked).rejects.toThrow(/aborted|timeout/i);
    await post(sim, '/sim/fault', { fault: 'noChange' });
    await post(sim, '/cash/startPay', { token, amount: 1_000 });
    expect((await post(sim, '/sim/insert', { value: 2_000 })).data).toMatchObject({
      status: 'error',
      error: 'CHANGE_FAILED',
    });
    expect(await post(sim, '/sim/fault', { fault: 'fire' })).toMatchObject({ error: 'BAD_REQUEST' });
  });

  it('keeps its counts through a restart', async () => {
    const first = await startSim('restart');
    const token = await loggedIn(first);
    await post(first, '/cash/refillCash', { token, pieces: { 5000: 3 } });
    const before = (await post(first, '/cash/querySystem', { token })).data;
    await first.close();
    running.splice(running.indexOf(first), 1);
    const second = await startSim('restart');
    expect((await post(second, '/cash/querySystem', { token })).data).toEqual(before);
  });

  it("answers a browser's preflight, private-network access included", async () => {
    const sim = await startSim('cors');
    const res = await fetch(`${sim.base}/cash/startPay`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://salon.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
        'access-control-request-private-network': 'true',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://salon.example.com');
    expect(res.headers.get('access-control-allow-private-network')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type');
  });
});
