/**
 * The e2e run starts one server per Playwright worker (scripts/e2e.mjs), each on its own throw-away database, so
 * that two spec files never share a server: a spec that moves the server's clock or the demo shop's settings sees
 * only its own changes. Playwright numbers its worker slots (TEST_PARALLEL_INDEX, also set when it loads the config
 * in a worker), and each slot takes the server of its number.
 */
type TServer = { baseURL: string; log: string };

const FALLBACK: TServer = { baseURL: 'http://127.0.0.1:18080', log: '' };

/** The server of the worker this code runs in (the first one outside a worker). */
export function workerServer(): TServer {
  const servers: TServer[] = JSON.parse(process.env.E2E_SERVERS ?? '[]');
  return servers[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? servers[0] ?? FALLBACK;
}

/** The log of this worker's server, where the offline SMS/e-mail provider prints every message it sends. */
export function workerServerLog(): string {
  const { log } = workerServer();
  if (!log) throw new Error('E2E_SERVERS is not set: run the e2e tests through `npm run test:e2e`');
  return log;
}
