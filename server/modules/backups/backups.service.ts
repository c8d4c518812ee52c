import { createHmac, timingSafeEqual } from 'node:crypto';
import { asc, count, eq, isNull, or } from 'drizzle-orm';
import type { TBackup, TBackupQueryListOutput } from '../../../contract/backups';
import { keptBackups, type TBackupRow } from '../../backup/backups.repo';
import type { TDb } from '../../db/client';
import { keptSecretOnce } from '../../db/kept-secret';
import { shops } from '../../db/schema/shops';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';

/** How long a download link works. */
export const DOWNLOAD_LINK_MS = 5 * 60_000;
const LIST_LIMIT = 30;

/**
 * Whether the installation's backups are offered in the app (ADR 031): only where the database holds one chain (one
 * headquarters, the embedded case). With several chains the file holds other salons' customers: it is the operator's.
 */
export async function isOneChain(db: TDb) {
  const [row] = await db.select({ n: count() }).from(shops).where(isNull(shops.headquarterId));
  return row.n === 1;
}

/** The installation's backups are its headquarters owner's: nobody else's, whatever their menus. */
function requireHeadquartersOwner(ctx: TSessionCtx) {
  if (!ctx.session.isHeadquartersManager) throw new AppError('HEADQUARTERS_MANAGER_ONLY');
}

const present = (row: TBackupRow): TBackup => ({
  id: row.id,
  reason: row.reason,
  createTime: row.createdAt.toISOString(),
  status: row.status,
  bytes: row.bytes,
  problems: row.problems,
});

/** backup/queryList: the kept backups, newest first, and the newest finished one when it failed its check. */
export async function listBackups(ctx: TSessionCtx): Promise<TBackupQueryListOutput> {
  requireHeadquartersOwner(ctx);
  if (!(await isOneChain(ctx.tx))) return { offered: false, list: [], lastFailed: null };
  const rows = await keptBackups(ctx.tx, LIST_LIMIT);
  const lastFinished = rows.find((row) => row.status !== 'running');
  return {
    offered: true,
    list: rows.map(present),
    lastFailed: lastFinished?.status === 'failed' ? present(lastFinished) : null,
  };
}

/** What a download link names: an installation backup by its id, or a chain's export by its headquarters' id. */
export type TLinkKind = 'backup' | 'chain';

const signatureOf = (key: string, kind: TLinkKind, id: number, expires: number) =>
  createHmac('sha256', key).update(`${kind}:${id}.${expires}`, 'utf8').digest('hex');

/** The key that signs download links, generated once and kept in the database like the installation's other secrets. */
export const downloadKeyOf = keptSecretOnce('backup_download_key');

/** The headquarters of the caller's chain (the caller's shop, or the one it belongs to) and every shop of it. */
export async function chainShopIds(db: TDb, headquarterId: number): Promise<number[]> {
  const rows = await db
    .select({ id: shops.id })
    .from(shops)
    .where(or(eq(shops.id, headquarterId), eq(shops.headquarterId, headquarterId)))
    .orderBy(asc(shops.id));
  return rows.map((row) => row.id);
}

/** A chain's export's file name: its headquarters and the time it was made (UTC). */
export const chainExportName = (headquarterId: number, at: Date) =>
  `salon-desk-chain-${headquarterId}-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.backup.tgz`;

/**
 * backup/createDownload: a signed link, good for DOWNLOAD_LINK_MS. On an installation of one chain, to its newest
 * verified backup; where it holds several, to the caller's chain's own export, made when the link is opened (ADR 031).
 */
export async function createDownload(ctx: TSessionCtx) {
  requireHeadquartersOwner(ctx);
  const expires = ctx.now.getTime() + DOWNLOAD_LINK_MS;
  const key = await downloadKeyOf(ctx.tx);
  const expireTime = new Date(expires).toISOString();
  if (!(await isOneChain(ctx.tx))) {
    const headquarterId = ctx.session.headquarterId ?? ctx.session.shopId;
    return {
      url: `/api/backups/chain/${headquarterId}/${expires}/${signatureOf(key, 'chain', headquarterId, expires)}`,
      fileName: chainExportName(headquarterId, ctx.now),
      bytes: 0,
      expireTime,
    };
  }
  const latest = (await keptBackups(ctx.tx, LIST_LIMIT)).find((row) => row.status === 'verified');
  if (!latest) throw new AppError('NOT_FOUND');
  return {
    url: `/api/backups/${latest.id}/${expires}/${signatureOf(key, 'backup', latest.id, expires)}`,
    fileName: latest.file,
    bytes: latest.bytes,
    expireTime,
  };
}

/** Whether a download link's signature is this installation's for what it names, and its time has not passed. */
export function isLinkValid(
  key: string,
  link: { kind: TLinkKind; id: number; expires: number; signature: string },
  now: Date,
) {
  if (!(link.expires > now.getTime())) return false;
  const expected = Buffer.from(signatureOf(key, link.kind, link.id, link.expires), 'hex');
  const given = Buffer.from(link.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
