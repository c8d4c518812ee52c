import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import type { TLanguage } from '../../contract/languages';
import { buildApp } from '../app';
import { ALL_CALLS } from '../calls';
import { loadConfig, type TConfig } from '../config';
import { openPglite, openPostgres, type TDatabase } from '../db/client';
import type { TDeps } from '../http/context';
import { withPaymentSecret } from '../providers/payment-secret';
import { buildProviders } from '../providers/providers';
import { withDatabase } from './pg-admin';

/** A clock the tests move by hand. */
export type TTestClock = { now: () => Date; set: (at: Date | string) => void; advance: (ms: number) => void };

export function testClock(start = '2026-11-23T09:00:00.000Z'): TTestClock {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    set: (d) => {
      at = new Date(d).getTime();
    },
    advance: (ms) => {
      at += ms;
    },
  };
}

export type TCallResult = { status: number; body: Record<string, unknown> & { code: number; msg: string } };
export type TCallOptions = { token?: string; language?: TLanguage; ip?: string; nonce?: string };

export type TTestApp = {
  app: FastifyInstance;
  deps: TDeps;
  database: TDatabase;
  clock: TTestClock;
  /** POSTs a call the way the web does and answers the parsed envelope. */
  call: (path: string, body?: Record<string, unknown>, options?: TCallOptions) => Promise<TCallResult>;
};

/** Opens a fresh database for this test file: a copy of the one migrated once by the global setup. */
export async function openTestDatabase(): Promise<TDatabase> {
  const template = inject('dbTemplate');
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite({ loadDataDir: new Blob([readFileSync(template)]) });
  const name = `salon_desk_test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url);
  await admin.raw.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.close();
  const database = openPostgres(withDatabase(url, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = openPostgres(url);
      await cleanup.raw.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.close();
    },
  };
}

const TRUSTED_JSON_CALLS = new Map(ALL_CALLS.filter((c) => c.trustedJson).map((c) => [c.path, c]));

/** Builds the app on a fresh database before the file's tests and closes it after. */
export function useTestApp(overrides: Partial<Record<string, string>> = {}): TTestApp {
  const t = {} as TTestApp;
  beforeAll(async () => {
    // Tests ask for the sandbox wallet explicitly (a non-demo installation has none); its secret comes from the
    // database as on a first start.
    const env = { LOG_LEVEL: 'silent', DEMO: '0', PAYMENT_PROVIDER: 'sandbox', ...overrides };
    t.database = await openTestDatabase();
    const config: TConfig = await withPaymentSecret(loadConfig(env), t.database.db);
    t.clock = testClock();
    const silent = { info: () => {} };
    t.deps = {
      db: t.database.db,
      dbKind: t.database.kind,
      copySession: t.database.copySession,
      config,
      providers: buildProviders(config, t.database.db, silent),
      clock: t.clock.now,
    };
    t.app = await buildApp(t.deps, { logger: false });
    t.call = async (path, body = {}, options = {}) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/app/${path}`,
        headers: {
          'content-type': 'application/json',
          language: options.language ?? 'en',
          ...(options.token ? { token: options.token } : {}),
        },
        remoteAddress: options.ip ?? '127.0.0.1',
        payload: JSON.stringify({
          timestamp: t.clock.now().getTime(),
          ...(options.nonce ? { nonce: options.nonce } : {}),
          ...body,
        }),
      });
      const answer: TCallResult['body'] = res.json();
      // A call that sends JSON text unparsed (ADR 022) is held to its output schema here, on every answer of a test.
      const trusted = TRUSTED_JSON_CALLS.get(path);
      if (trusted && answer.code === 0) trusted.output.parse(answer.data);
      return { status: res.statusCode, body: answer };
    };
  });
  afterAll(async () => {
    await t.app?.close();
    await t.database?.close();
  });
  return t;
}

/**
 * A second app instance on the test file's own PostgreSQL database, through a pool of its own, as another server
 * behind the load balancer would be (the pg tests of races, live events and kept boards across instances).
 */
export async function openSecondInstance(t: TTestApp): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('a second instance needs DATABASE_URL');
  const [{ name }] = await t.database.raw.query<{ name: string }>('SELECT current_database() AS name');
  const second = openPostgres(withDatabase(url, name));
  const silent = { info: () => {} };
  const app = await buildApp(
    { ...t.deps, db: second.db, providers: buildProviders(t.deps.config, second.db, silent) },
    { logger: false },
  );
  return {
    app,
    close: async () => {
      await app.close();
      await second.close();
    },
  };
}
