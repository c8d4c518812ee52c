import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../contract/errors';
import { uploads } from '../../db/schema/uploads';
import { sweepUnreferencedUploads } from '../../jobs/housekeeping-uploads';
import { buildOwner, buildSession } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { setShopFields } from '../../test/helpers';
import { type TPart, uploadForm } from './files.test-kit';

/** Issue 16 (ADR 019): uploads re-encoded, limited per shop and per session, and swept when nothing uses them. */
const dataDir = mkdtempSync(join(tmpdir(), 'salon-desk-uploads-'));
const t = useTestApp({ DATA_DIR: dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';
const MB = 1024 * 1024;

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
const file = (data: Buffer, filename = 'logo.png', type = 'image/png'): TPart => ({
  name: 'file',
  data,
  filename,
  type,
});

/** Uploads one file as a session and answers its URL, expecting success. */
async function stored(token: string, data: Buffer) {
  const { body } = await uploadForm(t, [file(data)], { token });
  expect(body, JSON.stringify(body)).toMatchObject({ code: 0 });
  return body.url as string;
}

async function served(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res;
}

const onDisk = (url: string) => existsSync(join(dataDir, 'uploads', url.replace('/api/files/', '')));
const keyOf = (url: string) => url.replace('/api/files/', '');

describe('every image is decoded and encoded again', () => {
  it('turns a PNG and a JPEG polyglot (valid header, HTML after) into clean images, served inline', async () => {
    const owner = await buildOwner(t);
    const png = Buffer.concat([await solid(8, 6).png().toBuffer(), Buffer.from(HTML)]);
    const jpeg = Buffer.concat([await solid(8, 6).jpeg().toBuffer(), Buffer.from(HTML)]);
    for (const [polyglot, format, type] of [
      [png, 'png', 'image/png'],
      [jpeg, 'jpeg', 'image/jpeg'],
    ] as const) {
      const url = await stored(owner.token, polyglot);
      const res = await served(url);
      expect(res.rawPayload.includes('<html')).toBe(false);
      expect(res.rawPayload.includes('script')).toBe(false);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format, width: 8, height: 6 });
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(`inline; filename="${url.split('/').pop()}"`);
    }
  });

  it('strips EXIF (camera, GPS, comments) and applies its orientation to the pixels', async () => {
    const owner = await buildOwner(t);
    const photo = await solid(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'SECRET-OWNER', Make: 'SECRET-CAMERA' } })
      .toBuffer();
    expect(photo.includes('SECRET-OWNER')).toBe(true);
    const res = await served(await stored(owner.token, photo));
    expect(res.rawPayload.includes('SECRET')).toBe(false);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    // Orientation 6 is a quarter turn: the stored pixels stand upright without it.
    expect(meta).toMatchObject({ width: 20, height: 40 });
  });

  it('scales an image larger than 2480 x 3508 down to fit inside, keeping its aspect; a smaller one is kept', async () => {
    const owner = await buildOwner(t);
    const cases = [
      { size: [3000, 5000], want: [2105, 3508] },
      { size: [6000, 1000], want: [2480, 413] },
      { size: [2480, 3508], want: [2480, 3508] },
      { size: [300, 200], want: [300, 200] },
    ];
    for (const { size, want } of cases) {
      const res = await served(await stored(owner.token, await solid(size[0], size[1]).png().toBuffer()));
      expect(await sharp(res.rawPayload).metadata(), `${size}`).toMatchObject({ width: want[0], height: want[1] });
    }
  });

  it('refuses a file that does not decode, or is another format behind a PNG header, with WRONG_FILE_FORMAT', async () => {
    const owner = await buildOwner(t);
    const header = (await solid(4, 4).png().toBuffer()).subarray(0, 24);
    const gif = await solid(4, 4).gif().toBuffer();
    for (const data of [Buffer.concat([header, Buffer.from(HTML)]), gif]) {
      const { body } = await uploadForm(t, [file(data)], { token: owner.token });
      expect(body).toMatchObject({ errorKey: 'WRONG_FILE_FORMAT', field: 'file' });
    }
    expect(await t.deps.db.select().from(uploads).where(eq(uploads.shopId, owner.shopId))).toEqual([]);
  });
});

describe('the per-shop quota', () => {
  it('takes uploads up to UPLOAD_SHOP_QUOTA_MB exactly and refuses the next, in the caller language', async () => {
    const owner = await buildOwner(t);
    const image = await solid(64, 64).png().toBuffer();
    const first = await stored(owner.token, image);
    const [row] = await t.deps.db.select().from(uploads).where(eq(uploads.shopId, owner.shopId));
    expect(row).toMatchObject({ key: keyOf(first), sizeBytes: (await served(first)).rawPayload.length });
    const saved = t.deps.config.upload.shopQuotaMb;
    t.deps.config.upload.shopQuotaMb = (3 * row.sizeBytes) / MB;
    try {
      await stored(owner.token, image);
      await stored(owner.token, image); // exactly at the quota
      const { body } = await uploadForm(t, [file(image)], { token: owner.token, language: 'fr' });
      expect(body).toMatchObject({ code: ERRORS.UPLOAD_QUOTA_EXCEEDED.code, errorKey: 'UPLOAD_QUOTA_EXCEEDED' });
      expect(body.msg).toContain('L’espace d’images de la boutique est plein');
      // Another shop has its own quota.
      const other = await buildOwner(t);
      await stored(other.token, image);
    } finally {
      t.deps.config.upload.shopQuotaMb = saved;
    }
    expect(await t.deps.db.select().from(uploads).where(eq(uploads.shopId, owner.shopId))).toHaveLength(3);
  });
});

describe('the per-session rate', () => {
  it('answers 429 RATE_LIMITED past UPLOAD_RATE_PER_MINUTE uploads a minute of one session, not to another', async () => {
    const owner = await buildOwner(t);
    const image = await solid(4, 4).png().toBuffer();
    for (let i = 0; i < t.deps.config.upload.ratePerMinute; i += 1) await stored(owner.token, image);
    const { status, body } = await uploadForm(t, [file(image)], { token: owner.token });
    expect(status).toBe(429);
    expect(body).toMatchObject({ code: 429, errorKey: 'RATE_LIMITED' });
    const second = await buildSession(t, owner);
    await stored(second, image);
  });
});

describe('housekeeping removes uploads nothing references', () => {
  it('keeps referenced files and young ones, and removes the rest after the grace period, freeing the quota', async () => {
    const owner = await buildOwner(t);
    const image = await solid(4, 4).png().toBuffer();
    const logo = await stored(owner.token, image);
    const background = await stored(owner.token, image);
    const dropped = await stored(owner.token, image);
    // A branch may show its headquarters' image: a reference from any shop keeps the file.
    const branch = await buildOwner(t);
    const shared = await stored(owner.token, image);
    await setShopFields(t.deps.db, owner.shopId, { logo, bgImg: `${background},` });
    await setShopFields(t.deps.db, branch.shopId, { logo: shared });

    const grace = t.deps.config.upload.graceMs;
    const uploadedAt = t.clock.now().getTime();
    expect(await sweepUnreferencedUploads(t.deps, new Date(uploadedAt + grace - 1000))).toBe(0);
    expect(onDisk(dropped)).toBe(true);

    const removed = await sweepUnreferencedUploads(t.deps, new Date(uploadedAt + grace + 1000));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(onDisk(dropped)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: dropped })).statusCode).toBe(404);
    for (const url of [logo, background, shared]) expect(onDisk(url), url).toBe(true);
    const keys = (await t.deps.db.select().from(uploads).where(eq(uploads.shopId, owner.shopId))).map((r) => r.key);
    expect(keys.sort()).toEqual([logo, background, shared].map(keyOf).sort());

    // The logo replaced: the old one goes at the next sweep past its grace.
    await setShopFields(t.deps.db, owner.shopId, { logo: '' });
    await sweepUnreferencedUploads(t.deps, new Date(uploadedAt + grace + 2000));
    expect(onDisk(logo)).toBe(false);
    expect(onDisk(background)).toBe(true);
  });
});
