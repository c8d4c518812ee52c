import { createHmac, timingSafeEqual } from 'node:crypto';
import { count, isNull } from 'drizzle-orm';
import type { TBackup, TBackupQueryListOutput } from '../../../contract/backups';
import { keptBackups, type TBackupRow } from '../../backup/backups.repo';
import type { TDb } from '../../db/client';
import { keptSecret } from '../../db/kept-secret';
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

const signatureOf = (key: string, id: number, expires: number) =>
  createHmac('sha256', key).update(`backup:${id}.${expires}`, 'utf8').digest('hex');

/** The key that signs download links, kept in the database like the installation's other generated secrets. */
export const downloadKeyOf = (db: TDb) => keptSecret(db, 'backup_download_key');

/** backup/createDownload: a signed link to the newest verified backup, good for DOWNLOAD_LINK_MS. */
export async function createDownload(ctx: TSessionCtx) {
  requireHeadquartersOwner(ctx);
  // Nothing to download here: the installation's backups are not offered where it holds several chains.
  if (!(await isOneChain(ctx.tx))) throw new AppError('NOT_FOUND');
  const latest = (await keptBackups(ctx.tx, LIST_LIMIT)).find((row) => row.status === 'verified');
  if (!latest) throw new AppError('NOT_FOUND');
  const expires = ctx.now.getTime() + DOWNLOAD_LINK_MS;
  const signature = signatureOf(await downloadKeyOf(ctx.tx), latest.id, expires);
  return {
    url: `/api/backups/${latest.id}/${expires}/${signature}`,
    fileName: latest.file,
    bytes: latest.bytes,
    expireTime: new Date(expires).toISOString(),
  };
}

/** Whether a download link's signature is this installation's and its time has not passed. */
export function isLinkValid(key: string, link: { id: number; expires: number; signature: string }, now: Date) {
  if (!(link.expires > now.getTime())) return false;
  const expected = Buffer.from(signatureOf(key, link.id, link.expires), 'hex');
  const given = Buffer.from(link.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
