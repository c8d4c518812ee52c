import type { SQL } from 'drizzle-orm';
import type { TLanguage } from '../../contract/languages';
import type { TConfig } from '../config';
import type { TDatabase, TDb } from '../db/client';
import type { TProviders } from '../providers/providers';

export type TClock = () => Date;

/**
 * A write's last statement (ADR 023), run by the call layer after the handler, in the statement that stores the
 * answer for nonce replay, and built once per `name` (db/built-once.ts): `ctes` are its common table expressions
 * (`name AS (...)`, a data-modifying one only at this level) reading `values` through http/last-write.ts
 * `lastValue`, and `value` a query over them answering one row with a text column `value`, which replaces the
 * answer's `field`.
 */
export type TLastWrite = {
  name: string;
  ctes: () => SQL;
  value: () => SQL;
  values: Record<string, unknown>;
  field: string;
};

/** What the app is built from; every test builds the app this way (ARCHITECTURE §2). */
export type TDeps = {
  db: TDb;
  dbKind: 'pglite' | 'postgres';
  /** One transaction on one connection with COPY: a chain's export reads its snapshot through it (ADR 031). */
  copySession: TDatabase['copySession'];
  config: TConfig;
  providers: TProviders;
  clock: TClock;
  /** TEST ONLY (TEST_CLOCK=1): moves `clock` to an instant, or back to real time with null (http/test-clock.ts). */
  setClock?: (at: Date | null) => void;
};

export type TSession = {
  sessionId: number;
  shopId: number;
  accountId: number;
  account: string;
  name: string;
  accountType: number;
  shopName: string;
  goodsType: string;
  headquarterId: number | null;
  elevatedUntil: Date | null;
  /**
   * SPEC §6 'Only the headquarters shop manager may manage permissions and set accounts': the owner of a
   * headquarters, or the headquarters owner operating a branch after switching into it.
   */
  isHeadquartersManager: boolean;
};

/** What a handler gets: the transaction (or db), the caller, and the app's dependencies. */
export type TCtx = TDeps & {
  /** The transaction of a write call, or the database for reads. Repos take this. */
  tx: TDb;
  language: TLanguage;
  requestId: string;
  ip: string;
  now: Date;
  /** Runs after the write committed (SMS, e-mail): effects that must not happen if it rolls back. */
  afterCommit: (fn: () => Promise<void>) => void;
  /** Only in a write: the statement to run last, with the storing of its answer (TLastWrite). */
  finishWith: (last: TLastWrite) => void;
};

export type TSessionCtx = TCtx & {
  session: TSession;
  shopId: number;
  /** The value of the call's `sessionRead`, read by the session's statement (http/define-call.ts), when it ran. */
  sessionRead?: unknown;
};
