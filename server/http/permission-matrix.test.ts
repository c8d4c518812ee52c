import { expect, it } from 'vitest';
import {
  CALL_PERMISSIONS,
  expectedOutcome,
  PERMISSION_REFUSALS,
  PERMISSION_ROLES,
  type TPermissionOutcome,
  type TPermissionRoleName,
} from '../../contract/menus.permissions';
import { ALL_CALLS } from '../calls';
import { sessions } from '../db/schema/accounts';
import { validBody } from '../test/body-from-schema';
import { isDestructive, seedCallTargets } from '../test/call-targets';
import { buildAccount, buildShop, type TBuiltAccount } from '../test/factories';
import { type TTestApp, useTestApp } from '../test/fixture';
import { freshIp } from '../test/helpers';
import type { TAnyCall } from './define-call';
import { hashToken, newToken } from './session';

/**
 * The permission matrix (issue 16, ADR 021): every call of ALL_CALLS as every role of PERMISSION_ROLES, without and
 * with the internal-password elevation, against the row of CALL_PERMISSIONS (contract/menus.permissions.ts). A body
 * valid for the call's schema is sent, so what answers is the permission layer or the business rules behind it; any
 * answer but a refusal of PERMISSION_REFUSALS counts as 'allowed'. One app and one set of shops serve the whole matrix.
 */
const t = useTestApp();

const ROLE_ORDER: TPermissionRoleName[] = [
  'anonymous',
  'noMenus',
  'technician',
  'clerk',
  'otherShopOwner',
  'branchManager',
  'manager',
  'owner',
];

type TSignedInRole = Exclude<TPermissionRoleName, 'anonymous'>;
/** Every signed-in role without and with the elevation; the anonymous caller runs once. */
const SIGNED_IN_RUNS = ROLE_ORDER.filter((name): name is TSignedInRole => name !== 'anonymous').flatMap((roleName) =>
  [false, true].map((elevated) => ({ roleName, elevated })),
);

it('has a row for every call of the API, and no row for a call that does not exist', () => {
  const paths = ALL_CALLS.map((call) => call.path);
  const missing = paths.filter((path) => !(path in CALL_PERMISSIONS));
  const stale = Object.keys(CALL_PERMISSIONS).filter((path) => !paths.includes(path));
  expect(
    missing.map(
      (path) => `${path}: no row in CALL_PERMISSIONS (contract/menus.permissions.ts); add one saying who may make it`,
    ),
  ).toEqual([]);
  expect(stale.map((path) => `${path}: a row in CALL_PERMISSIONS for a call that does not exist`)).toEqual([]);
});

/** A shop's rows that bodies point at, and a paid plan wherever a body names one. */
async function seedShop(t: TTestApp, shopId: number, owner: TBuiltAccount) {
  const [ownerToken] = await sessionsOf([{ account: owner, elevated: false }]);
  const hintsFor = await seedCallTargets(t, shopId, ownerToken);
  return (call: TAnyCall) =>
    (name: string): unknown[] =>
      // A paid plan: ordering the free plan applies at once, and the free-plan block would then answer later calls.
      name === 'goodsType' ? ['monthly'] : hintsFor(call)(name);
}

/** New sessions of accounts, each elevated by the internal password for a day when asked, in one insert. */
async function sessionsOf(wanted: { account: { id: number; shopId: number }; elevated: boolean }[]) {
  const now = t.clock.now();
  const tokens = wanted.map(() => newToken());
  await t.deps.db.insert(sessions).values(
    wanted.map(({ account, elevated }, i) => ({
      tokenHash: hashToken(tokens[i]),
      shopId: account.shopId,
      accountId: account.id,
      createdAt: now,
      lastSeenAt: now,
      absoluteExpiresAt: new Date(now.getTime() + t.deps.config.sessionAbsoluteMs),
      elevatedUntil: elevated ? new Date(now.getTime() + 86_400_000) : null,
    })),
  );
  return tokens;
}

/** The permission layer's part of an answer: a refusal by its key, or 'allowed'. */
function outcomeOf(body: { code: number; errorKey?: string }): TPermissionOutcome {
  if (body.code === 401) return 'SESSION_EXPIRED';
  const refusal = PERMISSION_REFUSALS.find((key) => key === body.errorKey);
  return refusal ?? 'allowed';
}

it('answers every call as its row says, for every role, without and with the internal password', async () => {
  const started = Date.now();
  const headquarters = await buildShop(t);
  const branch = await buildShop(t, { headquarterId: headquarters.id });
  // A second branch: the id branch calls are sent with, so that deleting it leaves the branch manager's shop alone.
  const spareBranch = await buildShop(t, { headquarterId: headquarters.id });
  const other = await buildShop(t);
  const accounts: Record<TSignedInRole, TBuiltAccount> = {
    owner: await buildAccount(t, { shopId: headquarters.id, accountType: 1 }),
    manager: await buildAccount(t, {
      shopId: headquarters.id,
      accountType: 2,
      menus: [...PERMISSION_ROLES.manager.menus],
    }),
    technician: await buildAccount(t, {
      shopId: headquarters.id,
      accountType: 0,
      menus: [...PERMISSION_ROLES.technician.menus],
    }),
    noMenus: await buildAccount(t, { shopId: headquarters.id, accountType: 0, menus: [] }),
    clerk: await buildAccount(t, { shopId: headquarters.id, accountType: 0, menus: [...PERMISSION_ROLES.clerk.menus] }),
    branchManager: await buildAccount(t, { shopId: branch.id, accountType: 1 }),
    otherShopOwner: await buildAccount(t, { shopId: other.id, accountType: 1 }),
  };
  await buildAccount(t, { shopId: spareBranch.id, accountType: 1 });
  const hintsOfHeadquarters = await seedShop(t, headquarters.id, accounts.owner);
  const hintsOfBranch = await seedShop(t, branch.id, accounts.branchManager);
  /** Shop ids in a body name the spare branch (shop/*: id). */
  const withShop = (hints: typeof hintsOfBranch, call: TAnyCall) => (name: string) =>
    call.path.startsWith('shop/') && name === 'id' ? [spareBranch.id] : hints(call)(name);

  const calls = [...ALL_CALLS]
    .filter((call) => call.path in CALL_PERMISSIONS)
    .sort((a, b) => Number(isDestructive(a)) - Number(isDestructive(b)));
  const findings: string[] = [];
  let requests = 0;
  for (const call of calls) {
    const row = CALL_PERMISSIONS[call.path];
    const bodyOfHeadquarters = validBody(call.input, withShop(hintsOfHeadquarters, call)).body;
    const bodyOfBranch = validBody(call.input, withShop(hintsOfBranch, call)).body;
    // Fresh sessions for every call: a call may end the caller's session (logout, a password change).
    const tokens = await sessionsOf(
      SIGNED_IN_RUNS.map(({ roleName, elevated }) => ({ account: accounts[roleName], elevated })),
    );
    const runs = [
      { roleName: 'anonymous' as const, elevated: false, token: undefined },
      ...SIGNED_IN_RUNS.map((run, i) => ({ ...run, token: tokens[i] })),
    ];
    for (const { roleName, elevated, token } of runs) {
      const payload = roleName === 'branchManager' ? bodyOfBranch : bodyOfHeadquarters;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/app/${call.path}`,
        headers: { 'content-type': 'application/json', language: 'en', ...(token ? { token } : {}) },
        remoteAddress: freshIp(),
        payload: JSON.stringify(payload),
      });
      requests += 1;
      const body = JSON.parse(res.body) as { code: number; errorKey?: string };
      const answered = outcomeOf(body);
      const expected = expectedOutcome(row, roleName, elevated);
      if (answered !== expected) {
        const as = `${roleName}${elevated ? ' (elevated)' : ''}`;
        findings.push(
          `${call.path} as ${as}: the row says ${expected}, the server answered ${answered} (${body.errorKey ?? body.code})`,
        );
      }
    }
  }
  console.log(
    `permission matrix: ${requests} requests over ${calls.length} calls in ${((Date.now() - started) / 1000).toFixed(1)} s (${t.database.kind}), ${findings.length} findings`,
  );
  expect(findings).toEqual([]);
}, 300_000);
