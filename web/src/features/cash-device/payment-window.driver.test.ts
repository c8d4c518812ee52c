import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { newMachine } from '../../../../tools/cash-device-sim/machine';
import { createCashSimulator } from '../../../../tools/cash-device-sim/server';
import { CashDeviceError, CashDeviceUnreachable, cashDeviceClient, deviceBaseUrl } from './cash-device.client';
import { drivePayment } from './payment-window.driver';
import type { TPaymentWindow } from './payment-window.machine';

// The window's driver against the simulator that plays the machine (tools/cash-device-sim), in this process.
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

async function startSim(autoPay = false, currency = 'EUR') {
  const { server } = createCashSimulator(newMachine(currency), { save: () => {}, autoPay, autoPayMs: 5 });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stops.push(() => new Promise<void>((done) => server.close(() => done())));
  const control = (path: string, body: Record<string, unknown>) =>
    fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return { base, control };
}

const steps = () => {
  const seen: TPaymentWindow[] = [];
  return { seen, onState: (state: TPaymentWindow) => seen.push(state), names: () => seen.map((s) => s.step) };
};

describe('the cash machine client', () => {
  it('reaches the machine at the shop’s address, port 3000 unless given', () => {
    expect(deviceBaseUrl('127.0.0.1')).toBe('http://127.0.0.1:3000');
    expect(deviceBaseUrl(' 192.168.1.20:3100 ')).toBe('http://192.168.1.20:3100');
    expect(deviceBaseUrl('')).toBe('http://127.0.0.1:3000');
  });

  it('tells the machine’s own errors from a machine it cannot reach', async () => {
    const sim = await startSim();
    const client = cashDeviceClient(sim.base);
    await expect(client.querySystem()).rejects.toMatchObject({ name: 'CashDeviceError', code: 'NOT_LOGGED_IN' });
    await client.login('Giulia');
    await client.startPay(1_000);
    await expect(client.startPay(1_000)).rejects.toBeInstanceOf(CashDeviceError);
    await expect(cashDeviceClient('http://127.0.0.1:9').login('x')).rejects.toBeInstanceOf(CashDeviceUnreachable);
  });
});

describe('a payment through the machine', () => {
  it('is paid: connecting, paying, paid with the change', async () => {
    const sim = await startSim(true);
    const s = steps();
    const run = drivePayment(
      cashDeviceClient(sim.base),
      { amount: 3_780, currency: 'EUR', operator: 'Giulia' },
      s.onState,
      {
        pollMs: 10,
      },
    );
    await run.done;
    expect(s.names()[0]).toBe('paying');
    expect(run.state).toMatchObject({ step: 'paid' });
    const paid = (run.state as { payment: { inserted: number; change: number } }).payment;
    expect(paid.inserted - paid.change).toBe(3_780);
  });

  it('is cancelled after the confirmation, with the refund of what was inserted', async () => {
    const sim = await startSim();
    const s = steps();
    const run = drivePayment(
      cashDeviceClient(sim.base),
      { amount: 5_000, currency: 'EUR', operator: 'Giulia' },
      s.onState,
      {
        pollMs: 10,
      },
    );
    await expect.poll(() => run.state.step).toBe('paying');
    await sim.control('/sim/insert', { value: 2_000 });
    await expect.poll(() => ('payment' in run.state ? run.state.payment?.inserted : 0)).toBe(2_000);
    run.ask('cancel');
    await run.confirmCancel();
    await run.done;
    expect(run.state).toMatchObject({ step: 'cancelled', payment: { refund: 2_000 } });
  });

  it('ends in a device error on a jam, and as unreachable when the machine stops answering', async () => {
    const sim = await startSim();
    const jam = drivePayment(cashDeviceClient(sim.base), { amount: 1_000, currency: 'EUR', operator: 'G' }, () => {}, {
      pollMs: 10,
    });
    await expect.poll(() => jam.state.step).toBe('paying');
    await sim.control('/sim/fault', { fault: 'jam' });
    await sim.control('/sim/insert', { value: 500 });
    await jam.done;
    expect(jam.state).toMatchObject({ step: 'deviceError', payment: { error: 'JAM' } });

    await sim.control('/sim/fault', { fault: 'timeout' });
    const client = cashDeviceClient(sim.base, { timeoutMs: 200 });
    const hung = drivePayment(client, { amount: 1_000, currency: 'EUR', operator: 'G' }, () => {}, { pollMs: 10 });
    await hung.done;
    expect(hung.state).toMatchObject({ step: 'unreachable', reason: 'connectionFailed' });

    await sim.control('/sim/fault', { fault: 'unreachable' });
    const gone = drivePayment(cashDeviceClient(sim.base), { amount: 1_000, currency: 'EUR', operator: 'G' }, () => {}, {
      pollMs: 10,
    });
    await gone.done;
    expect(gone.state).toMatchObject({ step: 'unreachable', reason: 'notConnected' });
  });

  it('is force-closed after the confirmation', async () => {
    const sim = await startSim();
    const run = drivePayment(cashDeviceClient(sim.base), { amount: 2_000, currency: 'EUR', operator: 'G' }, () => {}, {
      pollMs: 10,
    });
    await expect.poll(() => run.state.step).toBe('paying');
    await sim.control('/sim/insert', { value: 500 });
    run.ask('forceClose');
    await run.confirmForceClose();
    await run.done;
    expect(run.state).toMatchObject({ step: 'closed', payment: { status: 'closed' } });
  });

  it('after a reload, finds the session’s payment on the machine, or starts it when the machine never did', async () => {
    const sim = await startSim();
    const first = drivePayment(
      cashDeviceClient(sim.base),
      { amount: 2_000, currency: 'EUR', operator: 'G', paymentId: 'S-1' },
      () => {},
      { pollMs: 10 },
    );
    await expect.poll(() => first.state.step).toBe('paying');
    await sim.control('/sim/insert', { value: 500 });
    first.stop();
    // The browser is gone; the next load resumes the same session and sees what was inserted meanwhile.
    const resumed = drivePayment(
      cashDeviceClient(sim.base),
      { amount: 2_000, currency: 'EUR', operator: 'G', paymentId: 'S-1' },
      () => {},
      { pollMs: 10, isResumed: true },
    );
    await expect.poll(() => ('payment' in resumed.state ? resumed.state.payment?.inserted : -1)).toBe(500);
    await sim.control('/sim/insert', { value: 2_000 });
    await resumed.done;
    expect(resumed.state).toMatchObject({ step: 'paid', payment: { id: 'S-1', inserted: 2_500, change: 500 } });

    const never = drivePayment(
      cashDeviceClient(sim.base),
      { amount: 700, currency: 'EUR', operator: 'G', paymentId: 'S-2' },
      () => {},
      {
        pollMs: 10,
        isResumed: true,
      },
    );
    await expect.poll(() => never.state).toMatchObject({ step: 'paying', payment: { id: 'S-2', amount: 700 } });
    never.stop();
  });

  it('asks a machine that counts in another currency than the shop for nothing', async () => {
    const sim = await startSim(true, 'CHF');
    const s = steps();
    const client = cashDeviceClient(sim.base);
    const run = drivePayment(client, { amount: 3_780, currency: 'EUR', operator: 'G' }, s.onState, { pollMs: 10 });
    await run.done;
    expect(s.names()).toEqual(['wrongCurrency']);
    expect(run.state).toEqual({ step: 'wrongCurrency', machine: 'CHF', shop: 'EUR' });
    // No payment was started: the machine holds none, and takes none from the next customer's insert.
    expect((await client.querySystem()).currency).toBe('CHF');
    await expect(client.queryStatus('any')).rejects.toMatchObject({ code: 'NO_PAYMENT' });
  });
});
