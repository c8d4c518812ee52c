import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pickLanguage } from '../../../contract/languages';
import { collectBackup, packBackup } from '../../backup/backup-write';
import { keptBackups } from '../../backup/backups.repo';
import type { TDeps } from '../../http/context';
import { fail } from '../../http/envelope';
import { uploadsDirOf } from '../../providers/storage-local';
import { chainExportName, chainShopIds, downloadKeyOf, isLinkValid, isOneChain } from './backups.service';

const LINK = { id: /^[1-9][0-9]{0,9}$/, expires: /^[1-9][0-9]{0,15}$/, signature: /^[0-9a-f]{64}$/ };

/**
 * The download of a backup by the signed link backup/createDownload made (ADR 031): the link is the permission (the
 * headquarters owner asked for it with the internal password), so a plain browser download needs no token header. A
 * link that is altered, expired, or names a backup that is no longer kept answers 404.
 */
export async function registerBackupRoutes(app: FastifyInstance, deps: TDeps) {
  // Made before serving (a failed read is tried again by the first call), so a read call never writes it.
  await downloadKeyOf(deps.db).catch(() => undefined);
  app.get<{ Params: { id: string; expires: string; signature: string } }>(
    '/api/backups/:id/:expires/:signature',
    async (req, reply) => {
      const notFound = () => {
        const language = pickLanguage(req.headers.language as string | undefined, deps.config.defaultLanguage);
        return reply.status(404).send({ ...fail('NOT_FOUND', language), code: 404 });
      };
      const { id, expires, signature } = req.params;
      if (!LINK.id.test(id) || !LINK.expires.test(expires) || !LINK.signature.test(signature)) return notFound();
      const link = { kind: 'backup' as const, id: Number(id), expires: Number(expires), signature };
      if (!isLinkValid(await downloadKeyOf(deps.db), link, deps.clock())) return notFound();
      if (!(await isOneChain(deps.db))) return notFound();
      const backup = (await keptBackups(deps.db, 100)).find((b) => b.id === link.id && b.status === 'verified');
      if (!backup?.file) return notFound();
      const path = join(deps.config.backups.dir, backup.file);
      const size = await stat(path).then(
        (s) => s.size,
        () => null,
      );
      if (size === null) return notFound();
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="${backup.file}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(path));
    },
  );

  // A chain's export, made now from one snapshot of its rows (and its shops' uploaded files when they are local).
  app.get<{ Params: { id: string; expires: string; signature: string } }>(
    '/api/backups/chain/:id/:expires/:signature',
    async (req, reply) => {
      const { id, expires, signature } = req.params;
      const isWellFormed = LINK.id.test(id) && LINK.expires.test(expires) && LINK.signature.test(signature);
      const link = { kind: 'chain' as const, id: Number(id), expires: Number(expires), signature };
      const chain =
        isWellFormed && isLinkValid(await downloadKeyOf(deps.db), link, deps.clock())
          ? await chainShopIds(deps.db, link.id)
          : [];
      if (chain.length === 0) {
        const language = pickLanguage(req.headers.language as string | undefined, deps.config.defaultLanguage);
        return reply.status(404).send({ ...fail('NOT_FOUND', language), code: 404 });
      }
      const now = deps.clock();
      const uploadsDir = deps.config.storage.provider === 'local' ? uploadsDirOf(deps.config.dataDir) : undefined;
      const file = await packBackup(
        await collectBackup({ kind: deps.dbKind, copySession: deps.copySession }, { now, uploadsDir, chain }),
      );
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', file.length)
        .header('content-disposition', `attachment; filename="${chainExportName(link.id, now)}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}
