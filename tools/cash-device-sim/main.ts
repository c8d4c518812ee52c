// `npm run cash-sim`: the automatic cash machine's simulator on 127.0.0.1 (issue 24, ADR 032). Settings:
// CASH_SIM_PORT (3000), CASH_SIM_STATE (data/cash-device-sim.json: the counts survive a restart), CASH_SIM_AUTO_PAY=1
// (a started payment pays itself), CASH_SIM_CURRENCY (EUR) and CASH_SIM_DENOMINATIONS (value:kind:start:alert,...).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { EURO, newMachine, parseDenominations, type TMachineState } from './machine';
import { createCashSimulator, saveStateTo } from './server';

const port = Number(process.env.CASH_SIM_PORT ?? 3000);
const statePath = resolve(process.env.CASH_SIM_STATE ?? 'data/cash-device-sim.json');
mkdirSync(dirname(statePath), { recursive: true });
const state: TMachineState = existsSync(statePath)
  ? JSON.parse(readFileSync(statePath, 'utf8'))
  : newMachine(
      process.env.CASH_SIM_CURRENCY ?? 'EUR',
      process.env.CASH_SIM_DENOMINATIONS ? parseDenominations(process.env.CASH_SIM_DENOMINATIONS) : EURO,
    );
const save = saveStateTo(statePath);
save(state);
const { server } = createCashSimulator(state, { save, autoPay: process.env.CASH_SIM_AUTO_PAY === '1' });
server.listen(port, '127.0.0.1', () => {
  console.log(`Cash machine simulator at http://127.0.0.1:${port}/cash/{op} (state in ${statePath})`);
  console.log('Insert money: POST /sim/insert {"value": 2000}; faults: POST /sim/fault {"fault": "jam"}');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
