import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TBackupQueryListOutput } from '../../../contract/backups';
import { readBackup } from '../../backup/backup-read';
import { takeBackup } from '../../backup/backup-take';
import { buildOwner } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { buildMember, elevate, rechargeMember } from '../prepay/prepay.test-kit';

const folder = mkdtempSync(join(tmpdir(), 'salon-app-backups-'));
const t = useTestApp({ BACKUP_DIR: folder });
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const place = { dir: folder, timeZone: 'UTC' };
const list = async (token: string) => {
  const { body } = await t.call('backup/queryList', {}, { token });
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data as TBackupQueryListOutput;
};
const download = (url: string) => t.app.inject({ method: 'GET', url });

describe('the backups in the app, on an installation of one chain', () => {
  it('lists them for the headquarters owner and gives a download link behind the internal password', async () => {
    const owner = await buildOwner(t);
    expect(await list(owner.token)).toEqual({ offered: true, list: [], lastFailed: null });
    expect((await t.call('backup/queryList', {})).body.code).toBe(401);

    const taken = await takeBackup(t.database, place, { reason: 'manual', now: t.clock.now() });
    const shown = await list(owner.token);
    expect(shown.list).toEqual([
      {
        id: taken!.id,
        reason: 'manual',
        createTime: t.clock.now().toISOString(),
        status: 'verified',
        bytes: taken!.bytes,
        problems: [],
      },
    ]);

    const refused = await t.call('backup/createDownload', {}, { token: owner.token });
    expect(refused.body.errorKey).toBe('INSIDE_PASSWORD_REQUIRED');
    await elevate(t, owner);
    const { body } = await t.call('backup/createDownload', {}, { token: owner.token });
    const link = body.data as { url: string; fileName: string; bytes: number; expireTime: string };
    expect(link).toMatchObject({ fileName: taken!.file, bytes: taken!.bytes });
    expect(new Date(link.expireTime).getTime() - t.clock.now().getTime()).toBe(5 * 60_000);

    const file = await download(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${taken!.file}"`);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.equals(readFileSync(taken!.path))).toBe(true);

    // An altered link, another backup's id under this signature, or a link past its five minutes: nothing.
    const [, , , id, expires, signature] = link.url.split('/');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    for (const url of [
      `/api/backups/${id}/${expires}/${flipped}`,
      `/api/backups/${Number(id) + 1}/${expires}/${signature}`,
      `/api/backups/${id}/${Number(expires) + 1}/${signature}`,
      `/api/backups/${id}/${expires}/../../files`,
    ]) {
      expect((await download(url)).statusCode, url).toBe(404);
    }
    t.clock.advance(5 * 60_000 + 1);
    expect((await download(link.url)).statusCode).toBe(404);
  });

  it('shows the owner a backup that failed its check, and offers to download the newest one that passed', async () => {
    const owner = await buildOwner(t, {
      shopId: (await t.database.raw.query<{ id: number }>('SELECT min(id) AS id FROM shops'))[0].id,
    });
    const { customer, card } = await buildMember(t, { shopId: owner.shopId, token: owner.token });
    expect((await rechargeMember(t, owner.token, customer.id, 5_000)).code).toBe(0);
    await t.database.raw.query('UPDATE prepay_cards SET available_balance = available_balance + 1 WHERE id = $1', [
      card.id,
    ]);
    const failed = await takeBackup(t.database, place, { reason: 'nightly', night: '2026-11-23', now: t.clock.now() });
    await t.database.raw.query('UPDATE prepay_cards SET available_balance = available_balance - 1 WHERE id = $1', [
      card.id,
    ]);
    const shown = await list(owner.token);
    expect(shown.lastFailed).toMatchObject({
      id: failed!.id,
      status: 'failed',
      problems: [`prepaid card ${card.id}: balance 5001 is not its ledger's sum 5000`],
    });
    await elevate(t, owner);
    const { body } = await t.call('backup/createDownload', {}, { token: owner.token });
    expect((body.data as { fileName: string }).fileName).not.toBe(failed!.file);
  });
});

describe('the backups in the app, on an installation of several chains', () => {
  it("are not offered: the file holds other salons too; the owner downloads the chain's own export", async () => {
    const other = await buildOwner(t);
    const owner = await buildOwner(t);
    expect(await list(owner.token)).toEqual({ offered: false, list: [], lastFailed: null });
    const refused = await t.call('backup/createDownload', {}, { token: owner.token });
    expect(refused.body.errorKey).toBe('INSIDE_PASSWORD_REQUIRED');
    await elevate(t, owner);
    const { body } = await t.call('backup/createDownload', {}, { token: owner.token });
    const link = body.data as { url: string; fileName: string };
    expect(link.url).toMatch(new RegExp(`^/api/backups/chain/${owner.shopId}/\\d+/[0-9a-f]{64}$`));
    expect(link.fileName).toMatch(new RegExp(`^salon-desk-chain-${owner.shopId}-\\d{8}T\\d{6}Z\\.backup\\.tgz$`));

    const file = await download(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${link.fileName}"`);
    const { manifest } = await readBackup(file.rawPayload);
    expect(manifest.chain).toEqual([owner.shopId]);
    expect(manifest.tables.find((table) => table.name === 'shops')?.rows).toBe(1);
    expect(manifest.tables.map((table) => table.name)).not.toContain('sessions');

    // The link names this chain: another headquarters' id under its signature gives nothing.
    const [, , , , , expires, signature] = link.url.split('/');
    expect((await download(`/api/backups/chain/${other.shopId}/${expires}/${signature}`)).statusCode).toBe(404);
    // Nor does an installation backup's link made of it.
    expect((await download(`/api/backups/${owner.shopId}/${expires}/${signature}`)).statusCode).toBe(404);
    t.clock.advance(5 * 60_000 + 1);
    expect((await download(link.url)).statusCode).toBe(404);
  });
});
