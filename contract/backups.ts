import { z } from 'zod';
import { ZId } from './common';

/**
 * The installation's backups as the app shows them (issue 23, ADR 031): offered only where the database holds one
 * chain, to its headquarters owner. Calls not in SPEC §7, named in its style.
 */
export const ZBackup = z.object({
  id: ZId,
  /** 'nightly', 'shutdown' or 'manual' (npm run backup). */
  reason: z.enum(['nightly', 'shutdown', 'manual']),
  /** ISO instant. */
  createTime: z.string(),
  /** 'running' until written and checked, then 'verified' or 'failed'. */
  status: z.enum(['running', 'verified', 'failed']),
  bytes: z.number().int().min(0),
  /** What the check found, for a failed backup. */
  problems: z.array(z.string()),
});
export type TBackup = z.infer<typeof ZBackup>;

export const ZBackupQueryListInput = z.object({});
export const ZBackupQueryListOutput = z.object({
  /** False where the database holds several chains: the installation's backup is the operator's, never a shop's. */
  offered: z.boolean(),
  /** The newest first, those whose files are kept (at most 30). */
  list: z.array(ZBackup),
  /** The newest finished backup failed its check: the dashboard's banner. */
  lastFailed: ZBackup.nullable(),
});
export type TBackupQueryListOutput = z.infer<typeof ZBackupQueryListOutput>;

export const ZBackupCreateDownloadInput = z.object({});
/**
 * A link, good for a few minutes, that the browser downloads as a file: the newest verified backup on an installation
 * of one chain, else the caller's chain's own export, made when the link is opened (its size then unknown: 0).
 */
export const ZBackupCreateDownloadOutput = z.object({
  url: z.string(),
  fileName: z.string(),
  bytes: z.number().int().min(0),
  /** ISO instant after which the link no longer works. */
  expireTime: z.string(),
});
