import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { newMachine, systemOf } from '../../../../tools/cash-device-sim/machine';
import { createCashSimulator } from '../../../../tools/cash-device-sim/server';
import { CashDeviceError, CashDeviceUnreachable, cashDeviceClient } from './cash-device.client';
import { readMachine, refillMachine, type TRefillStep } from './management.driver';

// The management page's conversations with the simulator that plays the machine (tools/cash-device-sim), in process.
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

async function startSim() {
  const state = newMachine();
  const { server } = createCashSimulator(state, { save: () => {} });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stops.push(() => new Promise<void>((done) => server.close(() => done())));
  const fault = (name: string) => fetch(`${base}/sim/fault`, { method: 'POST', body: JSON.stringify({ fault: name }) });
  return { base, state, fault };
}

describe('reading the machine', () => {
  it('logs in with the operator and answers its counts', async () => {
    const sim = await startSim();
    const system = await readMachine(cashDeviceClient(sim.base), 'Giulia');
    expect(sim.state.operator).toBe('Giulia');
    expect(system).toEqual(systemOf(sim.state));
    expect(system.total).toBe(system.storedCoins + system.cashboxCoins + system.storedNotes + system.cashboxNotes);
  });

  it('is unreachable, not a machine error, when the machine drops the connection', async () => {
    const sim = await startSim();
    await sim.fault('unreachable');
    await expect(readMachine(cashDeviceClient(sim.base), 'Giulia')).rejects.toBeInstanceOf(CashDeviceUnreachable);
  });
});

describe('a refill', () => {
  it('goes connecting then refilling, adds the pieces and answers the amount and the new counts', async () => {
    const sim = await startSim();
    const before = systemOf(sim.state);
    const steps: TRefillStep[] = [];
    const answer = await refillMachine(
      cashDeviceClient(sim.base),
      'Giulia',
      [
        { value: 200, count: 10 },
        { value: 1_000, count: 2 },
      ],
      (step) => steps.push(step),
    );
    expect(steps).toEqual(['connecting', 'refilling']);
    expect(answer.refillAmount).toBe(4_000);
    expect(answer.system.total).toBe(before.total + 4_000);
    expect(answer.system.storedCoins).toBe(before.storedCoins + 2_000);
    expect(answer.system).toEqual(systemOf(sim.state));
    expect(sim.state.denominations.find((d) => d.value === 200)?.stored).toBe(30);
  });

  it('fails with the machine’s own error for a piece it does not take, and changes nothing', async () => {
    const sim = await startSim();
    const before = systemOf(sim.state);
    const refill = refillMachine(cashDeviceClient(sim.base), 'Giulia', [{ value: 300, count: 1 }], () => {});
    await expect(refill).rejects.toBeInstanceOf(CashDeviceError);
    await expect(refill).rejects.toMatchObject({ code: 'UNKNOWN_DENOMINATION' });
    expect(systemOf(sim.state)).toEqual(before);
  });

  it('is unreachable when the machine cannot be reached, at the connecting step', async () => {
    const sim = await startSim();
    await sim.fault('unreachable');
    const steps: TRefillStep[] = [];
    await expect(
      refillMachine(cashDeviceClient(sim.base), 'Giulia', [{ value: 200, count: 1 }], (step) => steps.push(step)),
    ).rejects.toBeInstanceOf(CashDeviceUnreachable);
    expect(steps).toEqual(['connecting']);
  });
});
