import { resolve } from 'node:path';
import type { TConfig } from '../config';
import type { TDatabase } from '../db/client';
import { installationZone, keptBackups } from './backups.repo';

/**
 * The start banner's lines on backups (ADR 031): when and where they are taken, that a copy on this disk is not a
 * backup until it is copied elsewhere, and, loudly, a last backup whose check failed.
 */
export async function backupBanner(database: TDatabase, config: TConfig): Promise<string> {
  const zone = config.backups.timeZone ?? (await installationZone(database.db));
  const lines = [
    `Backups: nightly at ${config.backups.at} (${zone}) and at shutdown, into ${resolve(config.backups.dir)}`,
    '  A backup on this machine is not a backup until it is copied elsewhere (another disk, another place).',
  ];
  const [last] = (await keptBackups(database.db, 5)).filter((b) => b.status !== 'running');
  if (last?.status === 'failed') {
    lines.push(
      `\n*** THE LAST BACKUP FAILED ITS CHECK (${last.file || 'not written'}): ${last.problems.join('; ')} ***`,
    );
  }
  return `\n${lines.join('\n')}`;
}
