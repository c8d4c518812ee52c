// One benchmark target in its own process, so the load generator does not share its event loop.
// Usage: tsx bench/target.ts <constant|select|app> <port>   (DATABASE_URL picks PostgreSQL, else PGlite)
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite, openPostgres } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/demo/demo.seed';
import { buildProviders } from '../server/providers/providers';

const [kind, portText] = process.argv.slice(2);
const port = Number(portText);
const url = process.env.DATABASE_URL;
const database = url ? openPostgres(url) : await openPglite();
await migrate(database.raw);
await seedDemo(database.db, new Date());

if (kind === 'app') {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url ?? '' });
  const app = await buildApp(
    {
      db: database.db,
      dbKind: database.kind,
      config,
      providers: buildProviders(config, database.db, { info: () => {} }),
      clock: () => new Date(),
    },
    { logger: false },
  );
  await app.listen({ port, host: '127.0.0.1' });
} else {
  const app = Fastify({ logger: false });
  app.post('/', async () =>
    kind === 'constant'
      ? { code: 0, msg: 'success', data: { id: 1 } }
      : { code: 0, msg: 'success', data: (await database.raw.query('SELECT * FROM shops WHERE id = $1', [1]))[0] },
  );
  await app.listen({ port, host: '127.0.0.1' });
}
process.send?.('ready');
