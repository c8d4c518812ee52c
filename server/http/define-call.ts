import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type TPage, ZRequestMeta } from '../../contract/common';
import { ERRORS, type TErrorKey } from '../../contract/errors';
import { pickLanguage } from '../../contract/languages';
import { ALWAYS_GRANTED, type TMenuKey } from '../../contract/menus';
import { errorSummary, isDatabaseUnavailable, sqlState, type TDb } from '../db/client';
import { FirstRefused, FirstUnsettled, type TWriteBody, writeTransaction } from '../db/write-transaction';
import { AppError } from './app-error';
import type { TCtx, TDeps, TLastWrite, TSession, TSessionCtx } from './context';
import { fail, httpStatusOf, JsonText, ok, okPage, serializeEnvelope, type TEnvelope } from './envelope';
import { claimRun, releaseNonce, settleClaim, storeRun, type TNonceKey } from './idempotency.repo';
import { lastValueOf, lastWriteRun } from './last-write';
import { resolveSession } from './session';
import { hasMenuGrant, listMenuGrants, type TSessionRead } from './session.repo';

/**
 * Who may make a call (ARCHITECTURE §2): anyone; any session (the start-up and polling reads every screen needs);
 * or a session granted a SPEC §6 menu, or any one of several menus whose screens share the call (ADR 021).
 */
export type TAccess = 'public' | 'session' | { menu: TMenuKey | readonly TMenuKey[] };

type TCtxOf<A extends TAccess> = A extends 'public' ? TCtx : TSessionCtx;

/** A list answer with the fields it sends beside its page (see `extra`). */
export type TPageWithExtra<T, X> = TPage<T> & { extra: X };

export type TCallDef<
  A extends TAccess = TAccess,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  E extends z.ZodObject = z.ZodObject,
> = {
  /** The SPEC §7 path under /api/app/. */
  path: string;
  access: A;
  /** A write runs in one transaction and takes the body's nonce as its idempotency key. */
  kind: 'read' | 'write';
  /** The route needs a fresh internal-password elevation unless accountType is 2 (SPEC §6). */
  inside?: boolean;
  /**
   * Only these accountTypes may make the call, whatever their menus (PERMISSION_DENIED otherwise): buying a plan or
   * SMS credits and the payment history are the owner's and a trusted manager's (ADR 021).
   */
  accountTypes?: readonly number[];
  /** A write whose answer holds a session token is not kept for nonce replay: tokens are stored only hashed. */
  replay?: false;
  /** Blocked for the free plan with 'free user insufficient permissions' (SPEC §6). */
  freeBlocked?: boolean;
  /**
   * The handler may answer a JsonText (http/envelope.ts) that is sent unparsed: the output schema is checked by the
   * tests (server/test/fixture.ts parses every answer of such a call) instead of on every answer. Only for a hot read
   * whose ADR names the exception to STYLE rule 2: appoint/queryPointList (ADR 022).
   */
  trustedJson?: true;
  /**
   * A read of the input that the session's statement makes beside the lookup (session.repo.ts TSessionRead), one
   * round trip where there would be two; the handler finds its value as `ctx.sessionRead`, undefined when the input
   * did not parse before the session was looked up. Only for a hot read whose ADR names it: appoint/queryPointList's
   * version (ADR 022).
   */
  sessionRead?: (input: z.output<I>) => TSessionRead;
  /** Requests one client address may make a minute (http/rate-limit.ts); beyond it HTTP 429 RATE_LIMITED. */
  rateLimit?: number;
  summary: string;
  input: I;
  /** The output schema: of `data`, or of one list item when `list` is set. */
  output: O;
  list?: boolean;
  /**
   * A list's fields beside its page, where the spec puts them at the top of the envelope (ADR 002: the bill list's
   * staticOrder). The handler answers `{...page, extra}`; `extra` is validated through this schema like the items.
   */
  extra?: E;
  handler: (
    ctx: TCtxOf<A>,
    input: z.output<I>,
  ) => Promise<z.input<O> | TPage<z.input<O>> | TPageWithExtra<z.input<O>, z.input<E>> | JsonText | undefined>;
};

/** Declares a call once: route, OpenAPI entry, access rule, free-plan block, elevation check and transaction. */
export function defineCall<A extends TAccess, I extends z.ZodType, O extends z.ZodType, E extends z.ZodObject>(
  def: TCallDef<A, I, O, E>,
): TCallDef<A, I, O, E> {
  return def;
}

/** A call of any shape, for the list the app registers. */
export type TAnyCall = Omit<TCallDef<TAccess, z.ZodType, z.ZodType>, 'handler' | 'sessionRead'> & {
  // biome-ignore lint/suspicious/noExplicitAny: the list holds handlers of every context and input type.
  handler: (ctx: any, input: any) => Promise<unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: as the handler, of every input type.
  sessionRead?: (input: any) => TSessionRead;
};

/** Registers every call as POST /api/app/<path>. */
export function registerCalls(app: FastifyInstance, deps: TDeps, calls: readonly TAnyCall[]) {
  for (const call of calls) {
    const options = call.rateLimit ? { config: { rateLimit: { max: call.rateLimit, timeWindow: 60_000 } } } : {};
    app.post(`/api/app/${call.path}`, options, async (req, reply) => send(reply, await runCall(deps, call, req)));
  }
}

function send(reply: FastifyReply, envelope: TEnvelope) {
  const body = serializeEnvelope(envelope);
  if (typeof body === 'string') reply.type('application/json; charset=utf-8');
  return reply.status(httpStatusOf(envelope)).send(body);
}

async function runCall(deps: TDeps, call: TAnyCall, req: FastifyRequest): Promise<TEnvelope> {
  const language = pickLanguage(req.headers.language as string | undefined, deps.config.defaultLanguage);
  const now = deps.clock();
  const effects: (() => Promise<void>)[] = [];
  const base: TCtx = {
    ...deps,
    tx: deps.db,
    language,
    requestId: req.id,
    ip: req.ip,
    now,
    afterCommit: (fn) => effects.push(fn),
    finishWith: () => {
      throw new Error(`${call.path} is not a write: it has no last statement`);
    },
  };
  try {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw new AppError('CHECK_INPUT');
    if (isTooDeep(body, MAX_BODY_DEPTH)) throw new AppError('CHECK_INPUT');
    let ctx: TCtx | TSessionCtx = base;
    // A call reading beside the session parses its input first; one that does not parse fails after the session check.
    const early = call.sessionRead ? call.input.safeParse(withoutMeta(body)) : undefined;
    if (call.access !== 'public') {
      const read = early?.success ? call.sessionRead?.(early.data) : undefined;
      const resolved = await resolveSession(deps, req.headers.token as string | undefined, now, { read });
      if (!resolved) throw new AppError('SESSION_EXPIRED');
      const { read: sessionRead, ...session } = resolved;
      await authorize(deps, call, session, now);
      ctx = { ...base, session, shopId: session.shopId, sessionRead };
    }
    checkNonce(body.nonce);
    const input = early?.success ? early.data : parseInput(call.input, body);
    const runEffects = async () => {
      for (const effect of effects) {
        await effect().catch((err) => {
          if (isDatabaseUnavailable(err))
            req.log.warn({ err: errorSummary(err), path: call.path }, 'after-commit effect failed');
          else req.log.error({ err, path: call.path }, 'after-commit effect failed');
        });
      }
    };
    let envelope: TEnvelope;
    try {
      envelope = await execute(deps, call, ctx, input, body);
    } catch (err) {
      // An error that keeps its writes committed them: what they are to cause (telling an owner of a lock) happens.
      if (err instanceof AppError && err.keepWrites) await runEffects();
      throw err;
    }
    await runEffects();
    return envelope;
  } catch (err) {
    return toErrorEnvelope(err, language, req);
  }
}

async function authorize(deps: TDeps, call: TAnyCall, session: TSession, now: Date) {
  if (typeof call.access === 'object') {
    const menus = typeof call.access.menu === 'string' ? [call.access.menu] : call.access.menu;
    if (!(await hasAnyMenu(deps.db, session, menus))) throw new AppError('PERMISSION_DENIED');
  }
  if (call.accountTypes && !call.accountTypes.includes(session.accountType)) throw new AppError('PERMISSION_DENIED');
  if (call.freeBlocked && session.goodsType === 'free') throw new AppError('FREE_PLAN_FORBIDDEN');
  if (call.inside) requireElevation(session, now);
}

/**
 * Whether a session may use any of these menus: the owner every menu, everyone the always-granted ones (SPEC §6),
 * others their grants. Also used where a call's answer depends on the caller's menus (the customer search).
 */
export async function hasAnyMenu(db: TDb, session: TSession, menus: readonly TMenuKey[]): Promise<boolean> {
  if (session.accountType === 1 || menus.some((menu) => ALWAYS_GRANTED.includes(menu))) return true;
  if (menus.length === 1) return hasMenuGrant(db, session, menus[0]);
  const grants = await listMenuGrants(db, session);
  return menus.some((menu) => grants.includes(menu));
}

/**
 * SPEC §6 internal password: a fresh server-side elevation, unless accountType is 2. For calls whose guarded part
 * depends on the input (listing all customers, where a search by key needs none), the service calls it itself.
 */
export function requireElevation(session: TSession, now: Date) {
  if (session.accountType !== 2 && !(session.elevatedUntil && session.elevatedUntil > now)) {
    throw new AppError('INSIDE_PASSWORD_REQUIRED');
  }
}

/** No call's input nests deeper than a few levels; a deeper body would overflow the stack of recursive walks. */
const MAX_BODY_DEPTH = 32;

/** Whether a parsed JSON value nests deeper than `max`, measured without recursion. */
function isTooDeep(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/** A nonce is stored as the idempotency key: one that could not be stored (a NUL, 100 kB) is refused on its field. */
function checkNonce(nonce: unknown) {
  if (typeof nonce === 'string' && !ZRequestMeta.shape.nonce.safeParse(nonce).success) {
    throw new AppError('CHECK_INPUT', { field: 'nonce' });
  }
}

/** A body without the request's own fields (ZRequestMeta): what a call's input schema parses. */
function withoutMeta(body: Record<string, unknown>) {
  const { timestamp: _t, nonce: _n, ...rest } = body;
  return rest;
}

/** Zod issues carry an error key as their message where the contract names one; anything else is CHECK_INPUT. */
function parseInput(schema: z.ZodType, body: Record<string, unknown>) {
  const rest = withoutMeta(body);
  const parsed = schema.safeParse(rest);
  if (parsed.success) return parsed.data;
  const { key, field } = errorOfIssue(parsed.error.issues[0], rest);
  throw new AppError(key, { field });
}

/**
 * The error key and field of a failed check: the key the contract names as the issue's message, else FIELD_REQUIRED
 * for a value that is absent and CHECK_INPUT for one of the wrong kind. Also used where a call checks rows itself.
 */
export function errorOfIssue(issue: z.core.$ZodIssue, input: unknown): { key: TErrorKey; field: string | undefined } {
  const field = issue.path.join('.') || undefined;
  if (issue.message in ERRORS) return { key: issue.message as TErrorKey, field };
  const value = issue.path.reduce<unknown>(
    (node, part) =>
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[part] : undefined,
    input,
  );
  return { key: issue.code === 'invalid_type' && value === undefined ? 'FIELD_REQUIRED' : 'CHECK_INPUT', field };
}

/**
 * A write runs in one transaction (db/write-transaction.ts). A session's nonce is claimed first (sent with the BEGIN and
 * the handler's first statement): a repeat answers the stored first response. The answer is stored for replay in the last statement, with the COMMIT,
 * together with the handler's own last statement when it names one. An AppError with `keepWrites` commits what the
 * call wrote (a failed login's count) and then answers the error.
 */
async function execute(
  deps: TDeps,
  call: TAnyCall,
  ctx: TCtx | TSessionCtx,
  input: unknown,
  body: Record<string, unknown>,
): Promise<TEnvelope> {
  const present = async (c: TCtx) => presentOutput(call, await call.handler(c, input));
  if (call.kind === 'read') return present(ctx);
  const nonce = typeof body.nonce === 'string' && body.nonce ? body.nonce : undefined;
  const key =
    nonce && 'session' in ctx && call.replay !== false
      ? { scope: `a:${ctx.session.accountId}`, nonce, path: call.path, bodyHash: hashBody(body) }
      : undefined;
  let last: TLastWrite | undefined;
  const written = await writeTransaction(
    deps.db,
    key && claimRun(key),
    async (tx): Promise<TWriteBody<TEnvelope | AppError>> => {
      const c = { ...ctx, tx, finishWith: (l: TLastWrite) => (last = l) };
      try {
        const envelope = await present(c);
        const store = key && { scope: key.scope, nonce: key.nonce, envelope };
        if (last) return { result: envelope, last: lastWriteRun(last, store) };
        return { result: envelope, last: store && storeRun(store.scope, store.nonce, envelope) };
      } catch (err) {
        if (!(err instanceof AppError && err.keepWrites)) throw err;
        if (key) await releaseNonce(tx, key.scope, key.nonce);
        return { result: err };
      }
    },
  ).catch((err) => (key ? claimedBefore(deps.db, key, err) : Promise.reject(err)));
  if ('replay' in written) return written.replay;
  const { result, lastRows } = written;
  if (result instanceof AppError) throw result;
  return last ? withValue(result, last.field, lastValueOf(last, lastRows)) : result;
}

/**
 * A write whose claim of its nonce was refused (another write of the same key committed first) answers that write's
 * stored response, or NONCE_REUSED for another call or body. One whose claim went with a statement that failed
 * answers the same when another write holds the key, and its own failure when none does.
 */
async function claimedBefore(db: TDb, key: TNonceKey, err: unknown): Promise<{ replay: TEnvelope }> {
  if (!(err instanceof FirstRefused || err instanceof FirstUnsettled)) throw err;
  const failure = err instanceof FirstUnsettled ? err.cause : undefined;
  const claim = await settleClaim(db, key).catch(() => {
    throw failure ?? err;
  });
  if (claim.status === 'absent' && failure) throw failure;
  if (claim.status !== 'replay') throw new AppError('NONCE_REUSED', { field: 'nonce' });
  return { replay: claim.response };
}

/** The answer with its last statement's value in `field` of its data (TLastWrite). */
function withValue(envelope: TEnvelope, field: string, value: string): TEnvelope {
  return { ...envelope, data: { ...(envelope.data as Record<string, unknown>), [field]: value } };
}

/** Serializes through the output schema, so nothing unasked-for (a hash, a column) can leak. */
function presentOutput(call: TAnyCall, result: unknown): TEnvelope {
  if (result instanceof JsonText) {
    if (!call.trustedJson) throw new Error(`${call.path} answered JSON text without being declared trustedJson`);
    return ok(result);
  }
  if (call.list) {
    const { extra, ...page } = result as TPage<unknown> & { extra?: unknown };
    const list = page.list.map((item) => call.output.parse(item));
    return okPage({ ...page, list }, call.extra ? call.extra.parse(extra) : undefined);
  }
  return ok(call.output.parse(result ?? null));
}

function hashBody(body: Record<string, unknown>) {
  const { timestamp: _t, nonce: _n, ...rest } = body;
  return createHash('sha256').update(stableJson(rest)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const CONFLICT_STATES = new Set(['23P01', '40001', '40P01', '23505']);

/**
 * Known errors become their envelope; a lost race is 409; a database that cannot be reached (stopped, restarting, the
 * connection killed) is DB_UNAVAILABLE, 'try again', logged as a warning since nothing in the app is wrong; anything
 * else is logged and answered generically. A write's transaction that fails at any point, its COMMIT included, ends
 * here, so a write is answered code 0 only once it is committed.
 */
export function toErrorEnvelope(err: unknown, language: ReturnType<typeof pickLanguage>, req: FastifyRequest) {
  if (err instanceof AppError) return fail(err.key, language, { field: err.field, params: err.params });
  if (isDatabaseUnavailable(err)) {
    req.log.warn({ err: errorSummary(err), requestId: req.id }, 'database unavailable');
    return fail('DB_UNAVAILABLE', language, { requestId: req.id });
  }
  const state = sqlState(err);
  if (state && CONFLICT_STATES.has(state)) {
    req.log.warn({ err, state }, 'conflict');
    return fail('CONFLICT', language);
  }
  req.log.error({ err, requestId: req.id }, 'unexpected fault');
  return fail('GENERIC', language, { requestId: req.id });
}
