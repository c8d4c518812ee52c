import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { migrate } from '../db/migrate';
import { TEMPLATE_DB, withDatabase } from './pg-admin';

/**
 * Migrates once per run: on PGlite into a dump that every test file loads; on PostgreSQL (DATABASE_URL) into a
 * template database that every test file copies.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = openPostgres(url);
    await admin.raw.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.raw.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.close();
    const template = openPostgres(withDatabase(url, TEMPLATE_DB));
    await migrate(template.raw);
    await template.close();
    project.provide('dbTemplate', TEMPLATE_DB);
    return;
  }
  const database = await openPglite();
  await migrate(database.raw);
  const path = join(tmpdir(), `salon-desk-test-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('dbTemplate', path);
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}
