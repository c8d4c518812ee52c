import {
  ZBackupCreateDownloadInput,
  ZBackupCreateDownloadOutput,
  ZBackupQueryListInput,
  ZBackupQueryListOutput,
} from '../../../contract/backups';
import { defineCall } from '../../http/define-call';
import { createDownload, listBackups } from './backups.service';

/** The installation's backups in the app (issue 23, ADR 031): not in SPEC §7, named in its style. */
export const backupCalls = [
  defineCall({
    path: 'backup/queryList',
    access: { menu: 'shopManagement' },
    kind: 'read',
    summary: "The installation's kept backups, newest first, where it holds one chain (its headquarters owner only)",
    input: ZBackupQueryListInput,
    output: ZBackupQueryListOutput,
    handler: (ctx) => listBackups(ctx),
  }),
  defineCall({
    path: 'backup/createDownload',
    access: { menu: 'shopManagement' },
    inside: true,
    kind: 'read',
    summary: 'A link, good for five minutes, to download the newest verified backup (headquarters owner only)',
    input: ZBackupCreateDownloadInput,
    output: ZBackupCreateDownloadOutput,
    handler: (ctx) => createDownload(ctx),
  }),
];
