import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './client';

/** Which errors answer DB_UNAVAILABLE ('try again') rather than a conflict or the generic fault. */
const withCode = (message: string, code: string, extra: object = {}) =>
  Object.assign(new Error(message), { code, ...extra });
/** Drizzle's wrapper: its message quotes the query and its values, the driver's error is its cause. */
const drizzleWrapped = (cause: Error, params = '') =>
  Object.assign(new Error(`Failed query: insert into customers\nparams: ${params}`), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED', { syscall: 'connect' })],
    ['a missing unix socket', withCode('connect ENOENT /tmp/.s.PGSQL.5432', 'ENOENT', { syscall: 'connect' })],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      'a terminated backend (57P01)',
      drizzleWrapped(withCode('terminating connection due to administrator command', '57P01')),
    ],
    [
      'a crash shutdown (57P02)',
      withCode('terminating connection because of crash of another server process', '57P02'),
    ],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['a lost connection', drizzleWrapped(new Error('Connection terminated unexpectedly'))],
    ['a client that lost its connection', new Error('Client has encountered a connection error and is not queryable')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      'every address refused',
      Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), {
        code: 'ECONNREFUSED',
      }),
    ],
  ])('%s is unavailable', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', drizzleWrapped(withCode('duplicate key value', '23505'))],
    [
      'a unique violation of a value quoting a lost connection',
      drizzleWrapped(withCode('dup', '23505'), 'Connection terminated'),
    ],
    ['a missing file', withCode("ENOENT: no such file or directory, open 'x.jpg'", 'ENOENT', { syscall: 'open' })],
    [
      "an outside service's refused HTTP call",
      Object.assign(new TypeError('fetch failed'), { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }),
    ],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'nope'],
  ])('%s is not', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
