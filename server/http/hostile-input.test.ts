import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ALL_CALLS } from '../calls';
import { sessions } from '../db/schema/accounts';
import { type TPath, validBody, withValue } from '../test/body-from-schema';
import { isDestructive, seedCallTargets } from '../test/call-targets';
import { buildAccount, buildOwner, buildSession } from '../test/factories';
import { useTestApp } from '../test/fixture';
import { freshIp } from '../test/helpers';
import { bodyVariants, type TVariant, toJson, variantsFor } from '../test/hostile-values';
import type { TAnyCall } from './define-call';
import { rowsOf } from './session.repo';

/**
 * Hostile input over every call (issue 15): each call of ALL_CALLS gets a valid body generated from its input schema,
 * then hostile variants of each field and of the whole body, as the owner, as a technician and without a session.
 * It holds when no answer is the generic fault and a refused call writes nothing. On PostgreSQL (DATABASE_URL) only
 * the owner runs, to keep the run short; PGlite runs every role.
 */
const t = useTestApp();

/**
 * Tables a refused call may write, left out of the fingerprint:
 * - sessions: every authenticated request may move last_seen_at (the idle expiry), and each group opens its own;
 * - auth_events: a wrong password or code is counted (kept by keepWrites) for the rate limits and the captcha rule;
 * - verification_codes: a wrong code's attempt is counted against the code, kept the same way;
 * - altcha_spent: a failed login keeps the ALTCHA proof it used up (ADR 020), kept the same way.
 */
const EXCLUDED_TABLES = new Set(['sessions', 'auth_events', 'verification_codes', 'altcha_spent']);

/** Refusals made before the call's transaction opens: nothing can have been written. */
const ACCESS_REFUSALS = new Set([
  'SESSION_EXPIRED',
  'PERMISSION_DENIED',
  'INSIDE_PASSWORD_REQUIRED',
  'FREE_PLAN_FORBIDDEN',
]);

type TRole = 'owner' | 'technician' | 'anonymous';
type TFinding = { path: string; role: TRole; variant: string; answer: string };

it('answers every hostile input of every call cleanly, and a refused call writes nothing', async () => {
  const started = Date.now();
  const owner = await buildOwner(t);
  const shopId = owner.shopId;
  const technician = await buildAccount(t, { shopId, accountType: 0, menus: ['appointments'] });
  const hintsFor = await seedCallTargets(t, shopId, owner.token);

  const tables = rowsOf<{ name: string }>(
    await t.deps.db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ),
  )
    .map((r) => r.name)
    .filter((name) => !EXCLUDED_TABLES.has(name) && !name.startsWith('__drizzle'));
  const fingerprintSql = sql.raw(
    tables
      .map((name) => `SELECT '${name}' AS t, count(*) AS n, coalesce(sum(hashtext(x::text)), 0) AS h FROM "${name}" x`)
      .join(' UNION ALL '),
  );
  let fingerprintMs = 0;
  let fingerprints = 0;
  const fingerprint = async () => {
    const at = Date.now();
    const rows = rowsOf<{ t: string; n: unknown; h: unknown }>(await t.deps.db.execute(fingerprintSql));
    fingerprintMs += Date.now() - at;
    fingerprints += 1;
    return rows.map((r) => `${r.t}:${r.n}:${r.h}`).join(' ');
  };
  /**
   * The next transaction id: it moves whenever any transaction wrote (committed or rolled back), so while it stands
   * still nothing can have been written and the full fingerprint is skipped.
   */
  const nextXidSql = sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x`;
  const nextXid = async () => rowsOf<{ x: string }>(await t.deps.db.execute(nextXidSql))[0].x;
  const changedTables = (before: string, after: string) => {
    const old = new Set(before.split(' '));
    return after
      .split(' ')
      .filter((entry) => !old.has(entry))
      .map((entry) => entry.split(':')[0]);
  };

  const tokenOf = async (role: TRole) => {
    if (role === 'anonymous') return undefined;
    const account = role === 'owner' ? owner : technician;
    const token = await buildSession(t, account);
    // The owner works elevated (SPEC §6 internal password), so the guarded calls are reached too.
    if (role === 'owner') {
      await t.deps.db
        .update(sessions)
        .set({ elevatedUntil: new Date(t.clock.now().getTime() + 86_400_000) })
        .where(sql`${sessions.accountId} = ${owner.id} AND ${sessions.shopId} = ${shopId}`);
    }
    return token;
  };

  let nonces = 0;
  /** Writes carry a fresh nonce, as the web sends them (the idempotency key hashes the body). */
  const send = async (call: TAnyCall, token: string | undefined, payload: unknown) => {
    nonces += 1;
    const withNonce =
      call.kind === 'write' && payload !== null && typeof payload === 'object' && !Array.isArray(payload)
        ? { nonce: `hostile-${nonces}`, ...payload }
        : payload;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/app/${call.path}`,
      headers: { 'content-type': 'application/json', language: 'en', ...(token ? { token } : {}) },
      remoteAddress: freshIp(),
      payload: toJson(withNonce),
    });
    const body = JSON.parse(res.body) as { code: number; errorKey?: string; field?: string };
    return { status: res.statusCode, body };
  };

  const roles: TRole[] = process.env.DATABASE_URL ? ['owner'] : ['owner', 'technician', 'anonymous'];
  const calls = [...ALL_CALLS].sort((a, b) => Number(isDestructive(a)) - Number(isDestructive(b)));
  const findings: TFinding[] = [];
  let requests = 0;
  const msByRole: Record<TRole, number> = { owner: 0, technician: 0, anonymous: 0 };

  for (const call of calls) {
    // Throws (and so fails the test) when a call's input cannot be generated: add a hint or a generator case.
    const { body: valid, fields } = validBody(call.input, hintsFor(call));
    const variants: { name: string; payload: unknown }[] = [
      ...fields.flatMap(({ path, kind }) =>
        variantsFor(kind).map((v: TVariant) => ({
          name: `${pathText(path)}: ${v.name}`,
          payload: withValue(valid, path, v.value),
        })),
      ),
      ...bodyVariants(valid).map((v) => ({ name: v.name, payload: v.value })),
    ];
    for (const role of roles) {
      const groupStart = Date.now();
      const token = await tokenOf(role);
      let baseline = await fingerprint();
      let unchecked = false;
      let xid = await nextXid();
      for (const variant of variants) {
        const { status, body } = await send(call, token, variant.payload);
        const xidBefore = xid;
        xid = await nextXid();
        const wroteNothing = xid === xidBefore;
        requests += 1;
        const finding = (answer: string) => findings.push({ path: call.path, role, variant: variant.name, answer });
        if (status >= 500 || body.code === 500 || body.errorKey === 'GENERIC') {
          finding(`HTTP ${status} ${JSON.stringify(body)}`);
        }
        if (call.kind === 'read') {
          // A read writes nothing, accepted or not: its group is checked once, at the end.
          unchecked = true;
        } else if (body.code === 0) {
          baseline = await fingerprint();
          unchecked = false;
        } else if ((body.errorKey && ACCESS_REFUSALS.has(body.errorKey)) || wroteNothing) {
          unchecked = true;
        } else {
          const now = await fingerprint();
          if (now !== baseline) finding(`refused (${body.errorKey}) but wrote ${changedTables(baseline, now)}`);
          baseline = now;
          unchecked = false;
        }
      }
      msByRole[role] += Date.now() - groupStart;
      if (unchecked) {
        const now = await fingerprint();
        if (now !== baseline) {
          findings.push({ path: call.path, role, variant: '(reads, or refused at access)', answer: 'wrote' });
        }
      }
    }
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `hostile input: ${requests} requests over ${calls.length} calls as ${roles.join(', ')} in ${seconds} s (${t.database.kind}; ${roles.map((r) => `${r} ${(msByRole[r] / 1000).toFixed(1)} s`).join(', ')}; ${fingerprints} fingerprints, ${(fingerprintMs / 1000).toFixed(1)} s), ${findings.length} findings`,
  );
  expect(findings.map((f) => `${f.path} as ${f.role}, ${f.variant}: ${f.answer.slice(0, 300)}`)).toEqual([]);
}, 600_000);

const pathText = (path: TPath) => path.join('.') || '(body)';
