import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../contract/errors';
import { buildOwner, buildSession } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { type TPart, uploadForm } from './files.test-kit';

const dataDir = mkdtempSync(join(tmpdir(), 'salon-desk-uploads-'));
const t = useTestApp({ DATA_DIR: dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A real PNG of a few pixels: signature, IHDR, one zlib-compressed IDAT and IEND, each chunk with its CRC. */
function tinyPng(width = 2, height = 2) {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xc8)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of about `bytes` bytes: a real image followed by padding (what a large photo weighs). */
const pngOfSize = (bytes: number) => {
  const png = tinyPng();
  return Buffer.concat([png, Buffer.alloc(Math.max(0, bytes - png.length), 7)]);
};

const upload = (parts: TPart[], options: { token?: string; language?: string } = {}) => uploadForm(t, parts, options);

const file = (data: Buffer | string, filename = 'logo.png', type = 'image/png'): TPart => ({
  name: 'file',
  data,
  filename,
  type,
});

const storedNames = (shopId: number) => {
  try {
    return readdirSync(join(dataDir, 'uploads', String(shopId)));
  } catch {
    return [];
  }
};

describe('file/imgUpload', () => {
  it('takes a PNG by its bytes whatever its name and type, stores it under the shop and serves it back', async () => {
    const owner = await buildOwner(t);
    const png = tinyPng();
    const { status, body } = await upload(
      [file(png, 'notes.txt', 'text/plain'), { name: 'title', data: 'Shop logo' }],
      { token: owner.token },
    );
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: 'success', url: expect.any(String), data: { url: body.url } });
    const url = body.url as string;
    expect(url).toMatch(new RegExp(`^/api/files/${owner.shopId}/[0-9a-f]{24}\\.png$`));
    expect(storedNames(owner.shopId)).toEqual([url.split('/').pop()]);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Stored re-encoded (ADR 019): the same picture, not the same bytes.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 });
  });

  it('takes a JPEG named .png and stores it as .jpg, served as image/jpeg', async () => {
    const owner = await buildOwner(t);
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const { body } = await upload([file(jpeg, 'photo.png', 'image/png')], { token: owner.token });
    expect(body.code).toBe(0);
    expect(body.url).toMatch(/\/[0-9a-f]{24}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: body.url as string });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const source = await sharp(jpeg).metadata();
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: source.width,
      height: source.height,
    });
  });

  it('gives every upload its own random name', async () => {
    const owner = await buildOwner(t);
    const first = await upload([file(tinyPng())], { token: owner.token });
    const second = await upload([file(tinyPng())], { token: owner.token });
    expect(first.body.url).not.toBe(second.body.url);
    expect(storedNames(owner.shopId)).toHaveLength(2);
  });

  it('refuses text named .png with WRONG_FILE_FORMAT, and an empty file, storing nothing', async () => {
    const owner = await buildOwner(t);
    for (const data of ['just some text, not an image', Buffer.alloc(0), '<svg xmlns="http://www.w3.org/2000/svg"/>']) {
      const { status, body } = await upload([file(data, 'logo.png', 'image/png')], { token: owner.token });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        code: ERRORS.WRONG_FILE_FORMAT.code,
        errorKey: 'WRONG_FILE_FORMAT',
        field: 'file',
        msg: ERRORS.WRONG_FILE_FORMAT.en,
      });
    }
    expect(storedNames(owner.shopId)).toEqual([]);
  });

  it('takes an image past the JSON body limit but refuses one over UPLOAD_MAX_MB with FILE_TOO_LARGE', async () => {
    const owner = await buildOwner(t);
    const maxBytes = t.deps.config.upload.maxMb * 1024 * 1024;
    expect((await upload([file(pngOfSize(2 * 1024 * 1024))], { token: owner.token })).body.code).toBe(0);
    expect((await upload([file(pngOfSize(maxBytes))], { token: owner.token })).body.code).toBe(0);

    const justOver = await upload([file(pngOfSize(maxBytes + 1))], { token: owner.token });
    expect(justOver.status).toBe(200);
    expect(justOver.body).toMatchObject({
      code: ERRORS.FILE_TOO_LARGE.code,
      errorKey: 'FILE_TOO_LARGE',
      field: 'file',
      msg: 'file size cannot exceed 5 MB',
    });
    // Far over the cap, it is refused before the body is read.
    const farOver = await upload([file(pngOfSize(3 * maxBytes))], { token: owner.token, language: 'it-IT' });
    expect(farOver.status).toBe(200);
    expect(farOver.body).toMatchObject({
      errorKey: 'FILE_TOO_LARGE',
      msg: 'La dimensione del file non può superare 5 MB',
    });
    expect(storedNames(owner.shopId)).toHaveLength(2);
  });

  it('refuses two files in one request with TOO_MANY_FILES', async () => {
    const owner = await buildOwner(t);
    const { status, body } = await upload([file(tinyPng(), 'a.png'), file(tinyPng(), 'b.png')], {
      token: owner.token,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: ERRORS.TOO_MANY_FILES.code,
      errorKey: 'TOO_MANY_FILES',
      field: 'file',
      msg: 'upload at most 1 images',
    });
    expect(storedNames(owner.shopId)).toEqual([]);
  });

  it('answers FIELD_REQUIRED for a form without a file, and for a body that is no form', async () => {
    const owner = await buildOwner(t);
    const noFile = await upload([{ name: 'title', data: 'Logo' }], { token: owner.token });
    expect(noFile.body).toMatchObject({ errorKey: 'FIELD_REQUIRED', field: 'file' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/app/file/imgUpload',
      headers: { 'content-type': 'application/json', token: owner.token, language: 'en' },
      payload: JSON.stringify({ file: 'data:image/png;base64,AAAA' }),
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ errorKey: 'FIELD_REQUIRED', field: 'file' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/app/file/imgUpload',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', token: owner.token, language: 'en' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'file' });
    expect(storedNames(owner.shopId)).toEqual([]);
  });

  it('answers 401 without a session, with a revoked one or an unknown token, storing nothing', async () => {
    const owner = await buildOwner(t);
    const revoked = await buildSession(t, owner);
    await t.call('h5/logout', {}, { token: revoked });
    for (const token of [undefined, revoked, 'not-a-token']) {
      const { status, body } = await upload([file(tinyPng())], { token });
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED', msg: ERRORS.SESSION_EXPIRED.en });
      expect(body.url).toBeUndefined();
    }
    expect(storedNames(owner.shopId)).toEqual([]);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { post: { requestBody: { content: Record<string, unknown> } } }>;
    };
    expect(Object.keys(doc.paths['/api/app/file/imgUpload'].post.requestBody.content)).toEqual(['multipart/form-data']);
  });
});

describe('GET /api/files', () => {
  it('serves only stored names of a shop folder: traversal, other files and unknown names are 404', async () => {
    const owner = await buildOwner(t);
    const stored = (await upload([file(tinyPng())], { token: owner.token })).body.url as string;
    const name = stored.split('/').pop()!;
    // Files that exist on disk but are not stored images must never be reachable.
    mkdirSync(join(dataDir, 'uploads', String(owner.shopId)), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', String(owner.shopId), 'secret.txt'), 'secret');
    writeFileSync(join(dataDir, 'secret.png'), 'secret');
    const refused = [
      `/api/files/${owner.shopId}/secret.txt`,
      `/api/files/${owner.shopId}/..%2F..%2Fsecret.png`,
      `/api/files/${owner.shopId}/..%2f..%2fsecret.png`,
      `/api/files/..%2F..%2Fetc/passwd`,
      `/api/files/${owner.shopId}/../../secret.png`,
      `/api/files/../secret.png`,
      `/api/files/${owner.shopId}/${name.toUpperCase()}`,
      `/api/files/${owner.shopId}/${name}%00.png`,
      `/api/files/0${owner.shopId}/${name}`,
      `/api/files/${owner.shopId}/${'0'.repeat(24)}.png`,
      `/api/files/${owner.shopId + 1}/${name}`,
    ];
    for (const url of refused) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret');
    }
    expect((await t.app.inject({ method: 'GET', url: stored })).statusCode).toBe(200);
  });
});
