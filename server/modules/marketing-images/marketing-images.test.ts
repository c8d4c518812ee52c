import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DESIGN_ELEMENTS_MAX,
  DESIGN_TEXT_MAX,
  DESIGNS_PER_SHOP_MAX,
  type TDesign,
  type TDesignSummary,
} from '../../../contract/marketing-images';
import { marketingDesigns } from '../../db/schema/marketing-designs';
import { sweepUnreferencedUploads } from '../../jobs/housekeeping-uploads';
import { buildAccount, buildOwner, buildSession } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { setShopFields } from '../../test/helpers';
import { uploadForm } from '../files/files.test-kit';
import { dataOf, expectError } from '../staff/staff.test-kit';

/** Issue 25, ADR 033: the shop's saved marketing image designs. */
const dataDir = mkdtempSync(join(tmpdir(), 'salon-desk-designs-'));
const t = useTestApp({ DATA_DIR: dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const call = async (path: string, body: Record<string, unknown>, token?: string) =>
  (await t.call(path, body, token ? { token } : {})).body;

const title = (text = 'Top up 500, get 100') => ({
  type: 'text',
  id: 'title',
  x: 80,
  y: 120,
  width: 920,
  height: 200,
  text,
  fontSize: 96,
  fontWeight: 'bold',
  align: 'center',
  colour: '#1f2937',
});
const documentOf = (elements: unknown[] = [title()], size = 'square') => ({
  version: 1,
  size,
  background: '#fde68a',
  elements,
});
const design = (overrides: Record<string, unknown> = {}) => ({
  name: 'December offer',
  templateId: 'recharge-offer',
  document: documentOf(),
  ...overrides,
});

const save = async (token: string, body: Record<string, unknown>) =>
  dataOf<TDesign>(await call('marketingImage/save', body, token));
const list = async (token: string, body: Record<string, unknown> = {}) => {
  const answer = await call('marketingImage/queryList', body, token);
  expect(answer.code).toBe(0);
  return answer.page as { list: TDesignSummary[]; totalCount: number };
};

async function uploadImage(token: string) {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();
  const { body } = await uploadForm(t, [{ name: 'file', data: png, filename: 'logo.png', type: 'image/png' }], {
    token,
  });
  return (body.data as { url: string }).url;
}
const image = (src: string) => ({ type: 'image', id: 'logo', x: 40, y: 40, width: 200, height: 200, src });

describe('saved designs', () => {
  it('are created, read, listed, replaced with the version read, renamed, duplicated and deleted', async () => {
    const owner = await buildOwner(t);
    const created = await save(owner.token, design());
    expect(created).toMatchObject({
      name: 'December offer',
      templateId: 'recharge-offer',
      size: 'square',
      previewUrl: '',
      imageUrls: [],
      version: 1,
      createTime: t.clock.now().toISOString(),
    });
    // The defaults of the document's schema are stored, so the design opens exactly as it was.
    expect(created.document).toEqual({
      ...documentOf(),
      elements: [{ ...title(), rotation: 0, opacity: 1, fontStyle: 'normal', lineHeight: 1.2 }],
    });
    expect(dataOf<TDesign>(await call('marketingImage/queryById', { id: created.id }, owner.token))).toEqual(created);

    const story = documentOf([title('Holiday hours')], 'story');
    const replaced = await save(owner.token, { ...design(), id: created.id, version: 1, document: story });
    expect(replaced).toMatchObject({ id: created.id, size: 'story', version: 2 });
    expectError(
      await call('marketingImage/save', { ...design(), id: created.id, version: 1 }, owner.token),
      'CONFLICT',
      'version',
    );

    const renamed = dataOf<TDesign>(
      await call('marketingImage/rename', { id: created.id, version: 2, name: ' Holidays ' }, owner.token),
    );
    expect(renamed).toMatchObject({ name: 'Holidays', version: 3, document: replaced.document });
    const copy = dataOf<TDesign>(
      await call('marketingImage/duplicate', { id: created.id, name: 'Holidays (copy)' }, owner.token),
    );
    expect(copy).toMatchObject({ name: 'Holidays (copy)', size: 'story', version: 1, document: replaced.document });
    expect(copy.id).not.toBe(created.id);

    const listed = await list(owner.token);
    expect(listed.totalCount).toBe(2);
    expect(listed.list[0]).not.toHaveProperty('document');
    expect((await list(owner.token, { key: 'copy' })).list.map((d) => d.id)).toEqual([copy.id]);
    expect((await list(owner.token, { key: '%' })).list).toEqual([]);

    expect(dataOf(await call('marketingImage/delete', { id: created.id }, owner.token))).toBeNull();
    expectError(await call('marketingImage/queryById', { id: created.id }, owner.token), 'NOT_FOUND', 'id');
    expectError(await call('marketingImage/delete', { id: created.id }, owner.token), 'NOT_FOUND', 'id');
    expect((await list(owner.token)).list.map((d) => d.id)).toEqual([copy.id]);
  });

  it('refuses a document of the wrong shape, a newer version or beyond its limits, with the message that says so', async () => {
    const owner = await buildOwner(t);
    const refused = async (body: Record<string, unknown>, key: string, field?: string) =>
      expectError(await call('marketingImage/save', body, owner.token), key, field);
    await refused(design({ name: '  ' }), 'DESIGN_NAME_REQUIRED', 'name');
    await refused(design({ name: 'x'.repeat(61) }), 'CHECK_INPUT', 'name');
    await refused(design({ templateId: '../x' }), 'CHECK_INPUT', 'templateId');
    await refused(design({ document: { ...documentOf(), version: 2 } }), 'DESIGN_VERSION_UNKNOWN', 'document.version');
    await refused(
      design({ document: documentOf([{ ...title(), type: 'video' }]) }),
      'CHECK_INPUT',
      'document.elements.0.type',
    );
    await refused(
      design({ document: documentOf([{ ...title(), colour: 'red' }]) }),
      'CHECK_INPUT',
      'document.elements.0.colour',
    );
    await refused(
      design({ document: documentOf([{ ...title(), x: 10_001 }]) }),
      'CHECK_INPUT',
      'document.elements.0.x',
    );
    await refused(design({ document: documentOf([title(), title()]) }), 'CHECK_INPUT', 'document.elements');
    await refused(design({ document: { ...documentOf(), size: 'poster' } }), 'CHECK_INPUT', 'document.size');
    await refused(
      design({ document: documentOf([{ ...title(), text: 'x'.repeat(DESIGN_TEXT_MAX + 1) }]) }),
      'CHECK_INPUT',
      'document.elements.0.text',
    );

    const texts = (n: number, text = 'Offer') => Array.from({ length: n }, (_, i) => ({ ...title(text), id: `t${i}` }));
    await save(owner.token, design({ document: documentOf(texts(DESIGN_ELEMENTS_MAX)) }));
    await refused(
      design({ document: documentOf(texts(DESIGN_ELEMENTS_MAX + 1)) }),
      'DESIGN_TOO_LARGE',
      'document.elements',
    );
    // Sixty texts of 400 Chinese characters are within every element's limits, but over 64 KB as a whole.
    await refused(
      design({ document: documentOf(texts(DESIGN_ELEMENTS_MAX, '充'.repeat(DESIGN_TEXT_MAX))) }),
      'DESIGN_TOO_LARGE',
      'document',
    );
  });

  it(`keeps at most ${DESIGNS_PER_SHOP_MAX} designs a shop, creations and copies alike`, async () => {
    const owner = await buildOwner(t);
    const first = await save(owner.token, design());
    const at = t.clock.now();
    const row = {
      shopId: owner.shopId,
      name: 'Filler',
      templateId: 'announcement',
      size: 'square' as const,
      document: first.document,
      createdAt: at,
      updatedAt: at,
    };
    await t.deps.db.insert(marketingDesigns).values(Array.from({ length: DESIGNS_PER_SHOP_MAX - 2 }, () => row));
    const last = await save(owner.token, design({ name: 'The last one' }));
    expect((await list(owner.token)).totalCount).toBe(DESIGNS_PER_SHOP_MAX);
    const full = await call('marketingImage/save', design(), owner.token);
    expectError(full, 'DESIGN_LIMIT_REACHED');
    expect(full.msg).toBe(`The shop has ${DESIGNS_PER_SHOP_MAX} saved designs, the most it can keep: delete one first`);
    expectError(
      await call('marketingImage/duplicate', { id: first.id, name: 'Copy' }, owner.token),
      'DESIGN_LIMIT_REACHED',
    );
    // Replacing one is not a creation.
    await save(owner.token, { ...design(), id: last.id, version: last.version });
  });
});

describe('the images of a design', () => {
  it('are the shop’s own uploads or pictures, kept by housekeeping while a design shows them', async () => {
    const owner = await buildOwner(t);
    const url = await uploadImage(owner.token);
    const preview = await uploadImage(owner.token);
    const saved = await save(owner.token, design({ document: documentOf([image(url), title()]), previewUrl: preview }));
    expect(saved).toMatchObject({ previewUrl: preview, imageUrls: [url] });

    const stranger = await buildOwner(t);
    const theirs = await uploadImage(stranger.token);
    const refused = async (body: Record<string, unknown>, key: string, field: string) =>
      expectError(await call('marketingImage/save', body, owner.token), key, field);
    await refused(design({ document: documentOf([image(theirs)]) }), 'DESIGN_IMAGE_NOT_OWN', 'document.elements.0.src');
    await refused(design({ previewUrl: theirs }), 'DESIGN_IMAGE_NOT_OWN', 'previewUrl');
    const lookalike = url.replace(/[0-9a-f]{24}/, 'a'.repeat(24));
    await refused(
      design({ document: documentOf([image(lookalike)]) }),
      'DESIGN_IMAGE_NOT_OWN',
      'document.elements.0.src',
    );
    await refused(
      design({ document: documentOf([image(`https://tracker.example${url}`)]) }),
      'DESIGN_IMAGE_NOT_OWN',
      'document.elements.0.src',
    );
    for (const src of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'http://example.com/a.png', '/a b.png']) {
      await refused(design({ document: documentOf([image(src)]) }), 'CHECK_INPUT', 'document.elements.0.src');
    }

    // The shop's logo counts as its own, as stored.
    await setShopFields(t.deps.db, owner.shopId, { logo: '/demo/logo.png' });
    await save(owner.token, design({ document: documentOf([image('/demo/logo.png')]) }));

    const onDisk = (u: string) => existsSync(join(dataDir, 'uploads', u.replace('/api/files/', '')));
    const later = new Date(t.clock.now().getTime() + t.deps.config.upload.graceMs + 1000);
    await sweepUnreferencedUploads(t.deps, later);
    expect(onDisk(url)).toBe(true);
    expect(onDisk(preview)).toBe(true);
    await call('marketingImage/delete', { id: saved.id }, owner.token);
    await sweepUnreferencedUploads(t.deps, later);
    expect(onDisk(url)).toBe(false);
    expect(onDisk(preview)).toBe(false);
  });
});

describe('who may design', () => {
  it('asks for a session, the marketing menu and a paid plan, and sees only the shop’s own designs', async () => {
    const owner = await buildOwner(t);
    const saved = await save(owner.token, design());
    expect((await call('marketingImage/queryList', {})).code).toBe(401);
    expect((await call('marketingImage/save', design())).code).toBe(401);

    const technician = await buildAccount(t, { shopId: owner.shopId, accountType: 0, menus: ['appointments'] });
    const technicianToken = await buildSession(t, technician);
    expectError(await call('marketingImage/queryList', {}, technicianToken), 'PERMISSION_DENIED');
    expectError(await call('marketingImage/save', design(), technicianToken), 'PERMISSION_DENIED');
    const marketer = await buildAccount(t, { shopId: owner.shopId, accountType: 0, menus: ['marketing'] });
    expect((await list(await buildSession(t, marketer))).totalCount).toBe(1);

    const other = await buildOwner(t);
    const mine = { id: saved.id };
    expectError(await call('marketingImage/queryById', mine, other.token), 'NOT_FOUND', 'id');
    expectError(
      await call('marketingImage/save', { ...design(), ...mine, version: 1 }, other.token),
      'NOT_FOUND',
      'id',
    );
    expectError(
      await call('marketingImage/rename', { ...mine, version: 1, name: 'Mine' }, other.token),
      'NOT_FOUND',
      'id',
    );
    expectError(await call('marketingImage/duplicate', { ...mine, name: 'Mine' }, other.token), 'NOT_FOUND', 'id');
    expectError(await call('marketingImage/delete', mine, other.token), 'NOT_FOUND', 'id');
    expect((await list(other.token)).totalCount).toBe(0);
    expect(dataOf<TDesign>(await call('marketingImage/queryById', mine, owner.token)).name).toBe('December offer');

    await setShopFields(t.deps.db, owner.shopId, { goodsType: 'free' });
    const free = await buildSession(t, owner);
    expectError(await call('marketingImage/queryList', {}, free), 'FREE_PLAN_FORBIDDEN');
    expectError(await call('marketingImage/save', design(), free), 'FREE_PLAN_FORBIDDEN');
  });
});
