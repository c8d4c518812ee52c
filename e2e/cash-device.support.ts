import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { newMachine, type TMachineState } from '../tools/cash-device-sim/machine';
import { createCashSimulator } from '../tools/cash-device-sim/server';
import { callApi } from './support';

/**
 * The cash machine simulator (tools/cash-device-sim) run by a spec on a port of its own, and the demo headquarters
 * pointed at it (issue 24). The browser calls it as it would the real machine; the spec plays the customer through
 * its controls.
 */
export async function startCashSimulator({ autoPay = false, currency = 'EUR' } = {}) {
  const { server } = createCashSimulator(newMachine(currency), { save: () => {}, autoPay, autoPayMs: 300 });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const control = async (path: string, body: Record<string, unknown>) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) });
    return res.json();
  };
  return {
    address: `127.0.0.1:${port}`,
    /** The customer inserts one note or coin (value in cents). */
    insert: (value: number) => control('/sim/insert', { value }),
    /** A fault switched on ('unreachable', 'jam', 'timeout', 'noChange') or off ('none'). */
    fault: (fault: string) => control('/sim/fault', { fault }),
    /** The machine's state as the simulator holds it. */
    state: async () => ((await (await fetch(`${base}/sim/state`)).json()) as { data: TMachineState }).data,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
export type TCashSimulator = Awaited<ReturnType<typeof startCashSimulator>>;

/** Sets the shop's machine address (shop/update, allowed because the demo headquarters has the machine activated). */
export async function pointShopAt(page: Page, token: string, address: string) {
  const shop = await callApi<Record<string, unknown>>(page, 'shop/query', {}, token);
  expect(shop.data).toMatchObject({ cashDeviceFlag: 1 });
  const updated = await callApi(page, 'shop/update', { ...shop.data, cashDeviceIp: address }, token);
  expect(updated.code, updated.msg).toBe(0);
}
