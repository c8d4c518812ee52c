import { resolve } from 'node:path';
import { buildApp } from './app';
import { backupBanner } from './backup/backup-banner';
import { openBackupChannel } from './backup/backup-channel';
import { startBackups } from './backup/backup-schedule';
import { loadConfig } from './config';
import { openEmbedded, openPostgres } from './db/client';
import { migrate } from './db/migrate';
import { DEMO_LOGIN, seedDemo } from './demo/demo.seed';
import type { TDeps } from './http/context';
import { adjustableClock } from './http/test-clock';
import { startHousekeeping } from './jobs/housekeeping';
import { startJobWorker } from './jobs/worker';
import { withPaymentSecret } from './providers/payment-secret';
import { buildProviders } from './providers/providers';

/**
 * Starts Salon Desk: opens the database (PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR), migrates it,
 * creates the demo chain when asked, and serves the app until SIGINT or SIGTERM. `beforeApp` is awaited after the
 * database is ready and before the app is built: `npm start` passes the web app's build (scripts/start.mjs).
 */
export async function startServer(options: { beforeApp?: Promise<unknown> } = {}) {
  const env = loadConfig();
  const database = env.databaseUrl ? openPostgres(env.databaseUrl) : await openEmbedded(resolve(env.dataDir));
  await migrate(database.raw);
  // The sandbox wallet's secret, when PAYMENT_SECRET is unset, is generated on the first start and kept in the database.
  const config = await withPaymentSecret(env, database.db);
  // TEST ONLY: with TEST_CLOCK=1 the e2e specs move the server's clock through POST /api/test/clock.
  const testClock = config.testClock ? adjustableClock() : null;
  const clock = testClock?.now ?? (() => new Date());
  const seeded = config.demo ? await seedDemo(database.db, clock(), config) : false;
  // The offline outbox's messages (sign-up codes, reminders) are for the person running the server, whatever the log
  // level: they print beside the start banner, as readable lines.
  // One line per message: a line break in the text is shown as \n, so a reader (and the e2e specs) can take lines.
  const log = { info: (_obj: object, msg: string) => console.log(msg.replace(/\r?\n/g, '\\n')) };
  const deps: TDeps = {
    db: database.db,
    dbKind: database.kind,
    copySession: database.copySession,
    config,
    providers: buildProviders(config, database.db, log),
    clock,
    ...(testClock ? { setClock: testClock.set } : {}),
  };
  // The web app may still be building (the first `npm start` builds it while the database is made): the app serves
  // dist/web only if it exists when the app is built.
  await options.beforeApp;
  const app = await buildApp(deps);

  const stopHousekeeping = startHousekeeping(deps, app.log);
  const stopJobWorker = startJobWorker(deps, app.log);
  const backups = config.backups.enabled ? startBackups(database, config, clock, app.log) : null;
  // On the embedded database `npm run backup` cannot open DATA_DIR while this server holds it: it asks here.
  const closeChannel =
    backups && database.kind === 'pglite'
      ? await openBackupChannel(config.dataDir, () => backups.take('manual'))
      : async () => {};

  const shutdown = async () => {
    stopHousekeeping();
    await stopJobWorker();
    await app.close();
    if (backups) {
      backups.stop();
      await closeChannel();
      await backups.take('shutdown').catch((err: unknown) => app.log.error({ err }, 'shutdown backup failed'));
    }
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  if (testClock) {
    app.log.warn("TEST_CLOCK is on: anyone can move this server's clock through POST /api/test/clock. Tests only!");
    console.warn(
      '\n*** TEST_CLOCK=1: the server clock can be moved by anyone (POST /api/test/clock). NEVER IN PRODUCTION. ***',
    );
  }
  if (config.payment.provider === 'sandbox') {
    app.log.warn('PAYMENT_PROVIDER=sandbox: payments are simulated, renewals and SMS packs cost nothing real.');
    console.warn(
      '\n*** PAYMENTS ARE SIMULATED (PAYMENT_PROVIDER=sandbox): the sandbox wallet takes no real money. Demo and tests only! ***',
    );
  } else if (config.payment.provider === 'none') {
    console.log('\nPayments: none configured (PAYMENT_PROVIDER=none), renewals and SMS packs cannot be bought.');
  }
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}/`;
  console.log(`\nSalon Desk is running at ${url}`);
  console.log(`Database: ${database.kind === 'pglite' ? `embedded (${resolve(config.dataDir)})` : 'PostgreSQL'}`);
  if (backups) console.log(await backupBanner(database, config));
  if (config.demo) {
    console.log(
      `Demo login: account "${DEMO_LOGIN.account}", password "${DEMO_LOGIN.password}"${seeded ? ' (demo chain created)' : ''}`,
    );
  }
}
