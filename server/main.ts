import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openEmbedded, openPostgres } from './db/client';
import { migrate } from './db/migrate';
import { DEMO_LOGIN, seedDemo } from './demo/demo.seed';
import type { TDeps } from './http/context';
import { startHousekeeping } from './jobs/housekeeping';
import { startJobWorker } from './jobs/worker';
import { buildProviders } from './providers/providers';

const config = loadConfig();
const database = config.databaseUrl ? openPostgres(config.databaseUrl) : await openEmbedded(resolve(config.dataDir));
await migrate(database.raw);
const clock = () => new Date();
const seeded = config.demo ? await seedDemo(database.db, clock(), config) : false;
const log = { info: (obj: object, msg: string) => app.log.info(obj, msg) };
const deps: TDeps = {
  db: database.db,
  dbKind: database.kind,
  config,
  providers: buildProviders(config, database.db, log),
  clock,
};
const app = await buildApp(deps);

const stopHousekeeping = startHousekeeping(database.db, clock, app.log);
const stopJobWorker = startJobWorker(deps, app.log);

const shutdown = async () => {
  stopHousekeeping();
  await stopJobWorker();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}/`;
console.log(`\nSalon Desk is running at ${url}`);
console.log(`Database: ${database.kind === 'pglite' ? `embedded (${resolve(config.dataDir)})` : 'PostgreSQL'}`);
if (config.demo) {
  console.log(
    `Demo login: account "${DEMO_LOGIN.account}", password "${DEMO_LOGIN.password}"${seeded ? ' (demo chain created)' : ''}`,
  );
}
