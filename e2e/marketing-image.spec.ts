import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { errorText } from '../contract/errors';
import type { TDesign, TDesignDocument, TDesignSummary } from '../contract/marketing-images';
import { CANVAS_ROOM } from '../web/src/features/marketing/images/editor/editor.layout';
import editorEn from '../web/src/features/marketing/images/editor/locales/en.json' with { type: 'json' };
import editorZh from '../web/src/features/marketing/images/editor/locales/zh-CN.json' with { type: 'json' };
import templatesEn from '../web/src/features/marketing/images/templates/locales/en.json' with { type: 'json' };
import templatesZh from '../web/src/features/marketing/images/templates/locales/zh-CN.json' with { type: 'json' };
import marketingEn from '../web/src/features/marketing/locales/en.json' with { type: 'json' };
import marketingZh from '../web/src/features/marketing/locales/zh-CN.json' with { type: 'json' };
import { sessionOf } from './bills.support';
import { PT_PER_MM } from './pdf.support';
import {
  callApi,
  DEMO,
  DEMO_SHOP,
  en,
  expectPath,
  fill,
  hashPath,
  loginAsDemo,
  loginWithPassword,
  menuItem,
  openDropdown,
  openedConfirm,
  PHONE_SIZE,
  pattern,
  shootBoth,
  stored,
} from './support';

/**
 * Marketing image design (issue 25, SPEC §2.14 /frame/chooseMarketing/marketingImage): a template opened in the
 * editor, its texts and background changed, exported as a PNG of the design's pixels and as an A4 PDF, saved under a
 * name and opened again after a reload; the saved designs' list actions; touch on an iPad and a phone; who cannot
 * reach it. Each test makes designs of its own, named with the run's clock, on the worker's shared demo server.
 */
const PATH = '/frame/chooseMarketing/marketingImage';
const p = marketingEn.marketing.images.page;
const ed = editorEn.marketing.images.editor;
const MEMBER_CARD_OFFER = templatesEn.marketing.images.templates['recharge-offer'];
/** The square size every template opens in (issue 25: 1080 × 1080 for social posts). */
const SQUARE_PX = 1080;
/** A4 portrait in points, and the printer's 3 mm margin around the picture (issue 25). */
const A4 = { width: 210 * PT_PER_MM, height: 297 * PT_PER_MM };
const A4_MARGIN = 3 * PT_PER_MM;
/** The Sage green swatch's colour (colour-field.tsx DESIGN_PALETTE): not the template's own background. */
const SAGE = { name: ed.colours.sage, hex: '#a8c3a0' };

let serial = 0;
/** A design name of this test alone (the server is shared by the worker's tests and kept across retries). */
function uniqueName(what: string) {
  serial += 1;
  return `${what} ${Date.now().toString(36)}${serial}`;
}

const designButtonOf = (page: Page, name: string) =>
  page.getByRole('button', { name: fill(p.openNamed, { name }), exact: true });
const layerButton = (page: Page, text: string) =>
  page.getByRole('button', { name: fill(ed.layerText, { text }), exact: true });
const panel = (page: Page) => page.getByRole('complementary', { name: ed.panel, exact: true });
const textField = (page: Page) => panel(page).getByRole('textbox', { name: ed.text, exact: true });
const backgroundSwatch = (page: Page, name: string) =>
  panel(page).getByRole('group', { name: ed.background, exact: true }).getByRole('button', { name, exact: true });
const nameField = (page: Page) => page.getByLabel(p.name, { exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: p.save, exact: true });
/** The stage's box: the design drawn with the room around it (an element of role img named by its count). */
const canvasStage = (page: Page) => page.getByRole('img', { name: pattern(ed.canvasLabel) });

/** A design of one headline, as the API takes it. */
const flyerOf = (headline: string): TDesignDocument => ({
  version: 1,
  size: 'square',
  background: '#ffffff',
  elements: [
    {
      type: 'text',
      id: 'headline',
      x: 90,
      y: 440,
      width: 900,
      height: 200,
      rotation: 0,
      opacity: 1,
      text: headline,
      fontSize: 80,
      fontWeight: 'bold',
      fontStyle: 'normal',
      align: 'center',
      lineHeight: 1.2,
      colour: '#1f2937',
    },
  ],
});

async function openGallery(page: Page) {
  await page.goto(`/#${PATH}`);
  await expect(page.getByRole('heading', { level: 2, name: p.galleryTitle, exact: true })).toBeVisible();
}

/** Chooses the Member card offer in the gallery and waits for the editor to draw it. */
async function openMemberCardOffer(page: Page) {
  await page.getByRole('button', { name: fill(p.useTemplate, { name: MEMBER_CARD_OFFER.name }), exact: true }).click();
  await expect(nameField(page)).toHaveValue(MEMBER_CARD_OFFER.name);
  await expect(canvasStage(page)).toBeVisible();
  await expect(layerButton(page, DEMO_SHOP)).toBeVisible();
}

/** What the design's layer draws on screen now (Konva's first canvas), to see that a change redrew it. */
const canvasPicture = (page: Page) =>
  canvasStage(page)
    .locator('canvas')
    .first()
    .evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());

/** Selects a text through the list of layers and types another text for it in the panel. */
async function changeText(page: Page, from: string, to: string) {
  const before = await canvasPicture(page);
  await layerButton(page, from).click();
  await expect(layerButton(page, from)).toHaveAttribute('aria-pressed', 'true');
  await expect(textField(page)).toHaveValue(from);
  await textField(page).fill(to);
  await textField(page).blur();
  await expect(layerButton(page, to)).toHaveAttribute('aria-pressed', 'true');
  await expect(layerButton(page, from)).toHaveCount(0);
  await expect.poll(() => canvasPicture(page)).not.toBe(before);
}

/** Saves a new design and answers the id its address got (`?design=<id>`). */
async function saveNew(page: Page): Promise<number> {
  await saveButton(page).click();
  await expect.poll(() => hashPath(page)).toMatch(new RegExp(`^${PATH}\\?design=\\d+$`));
  await expect(page.getByText(p.unsaved, { exact: true })).toHaveCount(0);
  return Number(/design=(\d+)/.exec(hashPath(page))![1]);
}

/**
 * Whether the page would hand an exported file to the share sheet instead of downloading it (design-export.ts
 * canShareFile: a touch screen whose browser can share files).
 */
const sharesFiles = (page: Page) =>
  page.evaluate(
    () =>
      matchMedia('(pointer: coarse)').matches &&
      typeof navigator.canShare === 'function' &&
      navigator.canShare({ files: [new File(['x'], 'x.png', { type: 'image/png' })] }),
  );

/** Presses an export button and answers the file it downloads, once the page has said where it went. */
async function exportFile(page: Page, label: string): Promise<{ fileName: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label, exact: true }).click(),
  ]);
  await expect(page.getByText(p.exported, { exact: true })).toBeVisible();
  return { fileName: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** A PNG's size from its header: the signature, then the IHDR chunk whose width and height are bytes 16–23. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex'), 'the PNG signature').toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A PNG decoded by the browser: how many distinct colours it has, and the colour (#rrggbb) at some points. */
function pngPixels(page: Page, bytes: Buffer, points: { x: number; y: number }[]) {
  return page.evaluate(
    async ({ base64, points }) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const colours = new Set(new Uint32Array(pixels.buffer));
      const hexAt = ({ x, y }: { x: number; y: number }) => {
        const at = (y * bitmap.width + x) * 4;
        return `#${[...pixels.subarray(at, at + 3)].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
      };
      return { colours: colours.size, at: points.map(hexAt) };
    },
    { base64: bytes.toString('base64'), points },
  );
}

/** An exported PNG: named after the design, exactly the square's pixels, and a picture rather than one flat colour. */
async function expectDesignPng(page: Page, file: { fileName: string; bytes: Buffer }, designName: string) {
  expect(file.fileName).toBe(`${designName.replace(/\s+/g, '_')}.png`);
  expect(pngSize(file.bytes)).toEqual({ width: SQUARE_PX, height: SQUARE_PX });
  const { colours } = await pngPixels(page, file.bytes, []);
  // The template's texts are drawn smoothed: hundreds of tones; a blank or flat picture has one or two.
  expect(colours).toBeGreaterThan(100);
}

type TMatrix = [number, number, number, number, number, number];
/** `m` applied first, then `n` (PDF's row-vector matrices: what `cm` does to the current transform). */
const then = (m: TMatrix, n: TMatrix): TMatrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

/** A PDF read with pdf.js: its title, each page's size in points, and where each picture is painted on it. */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false }).promise;
  const { info } = await pdf.getMetadata();
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const [, , width, height] = page.view;
    const { fnArray, argsArray } = await page.getOperatorList();
    const pictures: { x: number; y: number; width: number; height: number }[] = [];
    const saved: TMatrix[] = [];
    let current: TMatrix = [1, 0, 0, 1, 0, 0];
    fnArray.forEach((fn, index) => {
      if (fn === OPS.save) saved.push(current);
      else if (fn === OPS.restore) current = saved.pop() ?? current;
      else if (fn === OPS.transform) current = then(argsArray[index] as TMatrix, current);
      else if (fn === OPS.paintImageXObject) {
        // A picture fills the unit square of the current transform (no rotation here).
        pictures.push({ x: current[4], y: current[5], width: current[0], height: current[3] });
      }
    });
    pages.push({ width, height, pictures });
  }
  return { title: (info as { Title?: string }).Title, pages };
}

test.describe('marketing image design (issue 25)', () => {
  test('desktop: a template changed, exported as PNG, saved, reopened after a reload and printed as A4', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAsDemo(page);
    const { token } = await sessionOf(page);
    await openGallery(page);
    await openMemberCardOffer(page);

    // The background, with nothing selected: the panel offers only the design's own fields.
    await expect(panel(page).getByText(ed.noSelection, { exact: true })).toBeVisible();
    await expect(backgroundSwatch(page, SAGE.name)).toHaveAttribute('aria-pressed', 'false');
    const beforeBackground = await canvasPicture(page);
    await backgroundSwatch(page, SAGE.name).click();
    await expect(backgroundSwatch(page, SAGE.name)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => canvasPicture(page)).not.toBe(beforeBackground);

    // The shop's name at the top becomes a headline of this test.
    const title = uniqueName('Spring offer');
    await changeText(page, DEMO_SHOP, title);
    await expect(page.getByText(p.unsaved, { exact: true })).toBeVisible();

    // PNG: the design's 1080 × 1080 pixels, with the new background in the strip outside the template's frame.
    const png = await exportFile(page, p.exportPngLabel);
    await expectDesignPng(page, png, MEMBER_CARD_OFFER.name);
    const { at } = await pngPixels(page, png.bytes, [
      { x: 8, y: SQUARE_PX / 2 },
      { x: SQUARE_PX - 9, y: 8 },
    ]);
    expect(at).toEqual([SAGE.hex, SAGE.hex]);

    // Renamed and saved: the address names the design.
    const name = uniqueName('Spring poster');
    await nameField(page).fill(name);
    const id = await saveNew(page);
    await expect(page.getByText(en.common.operationSuccess, { exact: true })).toBeVisible();
    const saved = await callApi<TDesign>(page, 'marketingImage/queryById', { id }, token);
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data).toMatchObject({ name, templateId: 'recharge-offer', size: 'square' });
    const savedDocument = saved.data.document as TDesignDocument;
    expect(savedDocument.background).toBe(SAGE.hex);
    expect(savedDocument.elements.filter((element) => element.type === 'text' && element.text === title)).toHaveLength(
      1,
    );
    expect(saved.data.previewUrl).not.toBe('');

    // A reload opens the same design: its name, its headline and its background.
    await page.reload();
    await expect(nameField(page)).toHaveValue(name);
    await expect(layerButton(page, title)).toBeVisible();
    await expect(layerButton(page, DEMO_SHOP)).toHaveCount(0);
    await expect(backgroundSwatch(page, SAGE.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(p.unsaved, { exact: true })).toHaveCount(0);
    expect(hashPath(page)).toBe(`${PATH}?design=${id}`);

    // A4 PDF: one portrait page titled with the design's name, the picture inside the 3 mm margin, centred.
    const pdfFile = await exportFile(page, p.exportPdfLabel);
    expect(pdfFile.fileName).toBe(`${name.replace(/\s+/g, '_')}.pdf`);
    expect(pdfFile.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(pdfFile.bytes);
    expect(pdf.title).toBe(name);
    expect(pdf.pages).toHaveLength(1);
    const [a4] = pdf.pages;
    expect(a4.width).toBeCloseTo(A4.width, 1);
    expect(a4.height).toBeCloseTo(A4.height, 1);
    expect(a4.pictures).toHaveLength(1);
    const [picture] = a4.pictures;
    const side = A4.width - 2 * A4_MARGIN;
    expect(picture.x).toBeCloseTo(A4_MARGIN, 1);
    expect(picture.width).toBeCloseTo(side, 1);
    expect(picture.height).toBeCloseTo(side, 1);
    expect(picture.y).toBeCloseTo((A4.height - side) / 2, 1);

    // Back in the list, the design shows its uploaded preview.
    await page.getByRole('button', { name: p.back, exact: true }).click();
    await expectPath(page, PATH);
    const card = designButtonOf(page, name);
    await expect(card).toBeVisible();
    const preview = card.locator('img');
    await expect(preview).toHaveAttribute('src', saved.data.previewUrl);
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(card.getByText(p.noPreview, { exact: true })).toHaveCount(0);
  });

  test('an image: a new upload through the upload rules, then the same picture again from the designs', async ({
    page,
  }) => {
    await loginAsDemo(page);
    const token = (await stored(page, 'token'))!;
    await openGallery(page);
    await openMemberCardOffer(page);
    const picker = page.getByRole('dialog', { name: p.picker.title });
    const fileInput = picker.getByTestId('mi-picker-file');
    const imageLayers = page.getByRole('button', { name: ed.image, exact: true });

    await page.getByRole('button', { name: ed.addImage, exact: true }).click();
    await expect(picker).toBeVisible();
    // The upload rules of SPEC §5: a file that is not a picture is refused before anything is sent.
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByText(errorText('WRONG_FILE_FORMAT', 'en'), { exact: true })).toBeVisible();
    await expect(picker).toBeVisible();
    const picture = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#c8553d' } })
      .png()
      .toBuffer();
    await fileInput.setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: picture });
    await expect(picker).toBeHidden();
    await expect(imageLayers).toHaveCount(1);
    await expect(imageLayers).toHaveAttribute('aria-pressed', 'true');

    await nameField(page).fill(uniqueName('With a picture'));
    const id = await saveNew(page);
    const saved = await callApi<TDesign>(page, 'marketingImage/queryById', { id }, token);
    expect(saved.code, saved.msg).toBe(0);
    const images = (saved.data.document as TDesignDocument).elements.filter((element) => element.type === 'image');
    expect(images).toHaveLength(1);
    const src = images[0].type === 'image' ? images[0].src : '';
    // The server's own upload, re-encoded and stored under the shop (ADR 017), kept while the design shows it.
    expect(src).toMatch(/^\/api\/files\/\d+\/[0-9a-f]{24}\.png$/);
    expect(saved.data.imageUrls).toEqual([src]);

    // The picker offers it again, among the pictures already in the shop's designs.
    await page.getByRole('button', { name: ed.addImage, exact: true }).click();
    const again = picker.getByRole('button', { name: `${p.picker.choose}: ${p.picker.used}` });
    await expect(again.first()).toBeVisible();
    const offered = await again.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(offered).toContain(src);
    await again.nth(offered.indexOf(src)).click();
    await expect(picker).toBeHidden();
    await expect(imageLayers).toHaveCount(2);
    // A picture of the product's own origin leaves the canvas exportable.
    const png = await exportFile(page, p.exportPngLabel);
    expect(pngSize(png.bytes)).toEqual({ width: SQUARE_PX, height: SQUARE_PX });
  });

  test('the list: a design duplicated, the copy renamed, then deleted after its confirmation', async ({ page }) => {
    await loginAsDemo(page);
    const { token } = await sessionOf(page);
    const name = uniqueName('Weekend flyer');
    const flyer = flyerOf(name);
    const created = await callApi<TDesign>(
      page,
      'marketingImage/save',
      { name, templateId: 'recharge-offer', document: flyer, previewUrl: '' },
      token,
    );
    expect(created.code, created.msg).toBe(0);
    const listNames = async () =>
      (
        await callApi<TDesignSummary>(page, 'marketingImage/queryList', { curPage: 1, limit: 100, key: '' }, token)
      ).page.list.map((design) => design.name);

    await openGallery(page);
    // Saved without a preview, it is drawn from its document.
    await expect(designButtonOf(page, name).locator('canvas')).toBeVisible();
    const actionsOf = (designName: string) =>
      page.getByRole('button', { name: fill(p.actionsNamed, { name: designName }), exact: true });

    // Duplicate: the copy is named after the original in the user's language.
    const copyName = fill(p.copyName, { name });
    await openDropdown(page, actionsOf(name));
    await menuItem(page, p.duplicate).click();
    await expect(designButtonOf(page, copyName)).toBeVisible();
    await expect(designButtonOf(page, name)).toBeVisible();

    // Rename the copy through its dialog.
    const renamed = uniqueName('Weekend flyer B');
    await openDropdown(page, actionsOf(copyName));
    await menuItem(page, p.rename).click();
    const dialog = await openedConfirm(page, p.renameTitle);
    await expect(dialog.getByLabel(p.name, { exact: true })).toHaveValue(copyName);
    await dialog.getByLabel(p.name, { exact: true }).fill(renamed);
    await dialog.getByRole('button', { name: en.common.confirm, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(designButtonOf(page, renamed)).toBeVisible();
    await expect(designButtonOf(page, copyName)).toHaveCount(0);

    // Delete asks first (SPEC §8): cancelled, the design stays; confirmed, it is gone, and the original stays.
    await openDropdown(page, actionsOf(renamed));
    await menuItem(page, p.delete).click();
    let confirm = await openedConfirm(page, p.deleteTitle);
    await expect(confirm.getByText(fill(p.deleteConfirm, { name: renamed }), { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: en.common.cancel, exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(designButtonOf(page, renamed)).toBeVisible();

    await openDropdown(page, actionsOf(renamed));
    await menuItem(page, p.delete).click();
    confirm = await openedConfirm(page, p.deleteTitle);
    await confirm.getByRole('button', { name: en.common.confirm, exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(designButtonOf(page, renamed)).toHaveCount(0);
    await expect(designButtonOf(page, name)).toBeVisible();
    const names = await listNames();
    expect(names).toContain(name);
    expect(names).not.toContain(renamed);
    expect(names).not.toContain(copyName);
  });

  test('a design saved elsewhere meanwhile: this version kept as a new design, or the saved one opened', async ({
    page,
  }) => {
    await loginAsDemo(page);
    const { token } = await sessionOf(page);
    const name = uniqueName('Shared flyer');
    const created = await callApi<TDesign>(
      page,
      'marketingImage/save',
      { name, templateId: 'announcement', document: flyerOf(name), previewUrl: '' },
      token,
    );
    expect(created.code, created.msg).toBe(0);
    const renameElsewhere = async (id: number, to: string) => {
      const read = await callApi<TDesign>(page, 'marketingImage/queryById', { id }, token);
      const renamed = await callApi(page, 'marketingImage/rename', { id, version: read.data.version, name: to }, token);
      expect(renamed.code, renamed.msg).toBe(0);
    };
    const conflict = page.getByRole('dialog').filter({ hasText: p.conflictTitle });

    await page.goto(`/#${PATH}?design=${created.data.id}`);
    await expect(nameField(page)).toHaveValue(name);
    await renameElsewhere(created.data.id, `${name} elsewhere`);
    const mine = uniqueName('Mine');
    await changeText(page, name, mine);
    await saveButton(page).click();
    await expect(conflict).toBeVisible();
    await shootBoth(page, 'marketing-image-conflict');
    await conflict.getByRole('button', { name: p.saveAsNew }).click();
    await expect(conflict).toBeHidden();
    const copyName = fill(p.copyName, { name });
    await expect(nameField(page)).toHaveValue(copyName);
    await expect.poll(() => hashPath(page)).not.toBe(`${PATH}?design=${created.data.id}`);
    const copyId = Number(/design=(\d+)/.exec(hashPath(page))![1]);
    const copy = await callApi<TDesign>(page, 'marketingImage/queryById', { id: copyId }, token);
    expect(copy.data.name).toBe(copyName);
    expect((copy.data.document as TDesignDocument).elements).toMatchObject([{ text: mine }]);
    const theirs = await callApi<TDesign>(page, 'marketingImage/queryById', { id: created.data.id }, token);
    expect(theirs.data.name).toBe(`${name} elsewhere`);
    expect((theirs.data.document as TDesignDocument).elements).toMatchObject([{ text: name }]);

    // Again on the copy, now choosing the version saved elsewhere: the page shows it as stored.
    await renameElsewhere(copyId, `${copyName} 2`);
    await changeText(page, mine, uniqueName('Lost'));
    await saveButton(page).click();
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: p.openSaved }).click();
    await expect(conflict).toBeHidden();
    await expect(nameField(page)).toHaveValue(`${copyName} 2`);
    await expect(layerButton(page, mine)).toBeVisible();
    await expect(page.getByText(p.unsaved, { exact: true })).toHaveCount(0);
  });

  test('changes not saved are not left behind without a question, by the page’s back or by another screen', async ({
    page,
  }) => {
    await loginAsDemo(page);
    await openGallery(page);
    await openMemberCardOffer(page);
    const leave = page.getByRole('dialog').filter({ hasText: p.leaveTitle });
    const giftCardTab = page.locator('.sub-menu-tabs').getByRole('tab', { name: en.secondMenu.giftCard });
    // Nothing changed yet: back to the list at once.
    await page.getByRole('button', { name: p.back }).click();
    await expect(page.getByRole('heading', { level: 2, name: p.galleryTitle })).toBeVisible();
    await expect(leave).toHaveCount(0);

    await openMemberCardOffer(page);
    await changeText(page, DEMO_SHOP, uniqueName('Not saved'));
    await page.getByRole('button', { name: p.back }).click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: p.stay }).click();
    await expect(leave).toBeHidden();
    await giftCardTab.click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: p.stay }).click();
    await expect(leave).toBeHidden();
    expect(hashPath(page)).toMatch(new RegExp(`^${PATH}\\?template=`));
    await giftCardTab.click();
    await leave.getByRole('button', { name: p.leave }).click();
    await expectPath(page, '/frame/chooseMarketing/giftVoucher');
  });

  test.describe('on an iPad with touch', () => {
    test.use({ viewport: { width: 1024, height: 1366 }, hasTouch: true, isMobile: true });

    test('a text tapped on the canvas is changed, exported as PNG and saved', async ({ page }) => {
      test.setTimeout(90_000);
      await loginAsDemo(page);
      const { token } = await sessionOf(page);
      await openGallery(page);
      await openMemberCardOffer(page);
      // A touch screen, whose browser (headless Chromium on Linux) has no share sheet: the export downloads.
      await expect(page.evaluate(() => matchMedia('(pointer: coarse)').matches)).resolves.toBe(true);
      expect(await sharesFiles(page), 'this Chromium shares files: expect the share sheet instead').toBe(false);

      // Saved first, so the template's layout is read from the design as stored.
      const name = uniqueName('Tablet offer');
      await nameField(page).fill(name);
      const id = await saveNew(page);
      const first = await callApi<TDesign>(page, 'marketingImage/queryById', { id }, token);
      const shopName = (first.data.document as TDesignDocument).elements.find(
        (element) => element.type === 'text' && element.text === DEMO_SHOP,
      )!;
      expect(shopName).toBeDefined();

      // The tap at the text's centre, in the design's pixels scaled to the stage.
      const stage = canvasStage(page);
      await stage.scrollIntoViewIfNeeded();
      const box = (await stage.boundingBox())!;
      const scale = (box.width - 2 * CANVAS_ROOM.side) / SQUARE_PX;
      expect((box.height - CANVAS_ROOM.top - CANVAS_ROOM.bottom) / SQUARE_PX).toBeCloseTo(scale, 2);
      await expect(panel(page).getByText(ed.noSelection, { exact: true })).toBeVisible();
      await page.touchscreen.tap(
        box.x + CANVAS_ROOM.side + (shopName.x + shopName.width / 2) * scale,
        box.y + CANVAS_ROOM.top + (shopName.y + shopName.height / 2) * scale,
      );
      await expect(layerButton(page, DEMO_SHOP)).toHaveAttribute('aria-pressed', 'true');
      await expect(textField(page)).toHaveValue(DEMO_SHOP);

      const title = uniqueName('Tablet title');
      const before = await canvasPicture(page);
      await textField(page).tap();
      await textField(page).fill(title);
      await textField(page).blur();
      await expect(layerButton(page, title)).toBeVisible();
      await expect.poll(() => canvasPicture(page)).not.toBe(before);

      const png = await exportFile(page, p.exportPngLabel);
      await expectDesignPng(page, png, name);

      await saveButton(page).tap();
      await expect(page.getByText(p.unsaved, { exact: true })).toHaveCount(0);
      await expect
        .poll(async () => (await callApi<TDesign>(page, 'marketingImage/queryById', { id }, token)).data.version)
        .toBeGreaterThan(first.data.version);
      const saved = await callApi<TDesign>(page, 'marketingImage/queryById', { id }, token);
      const elements = (saved.data.document as TDesignDocument).elements;
      expect(elements.find((element) => element.id === shopName.id)).toMatchObject({ type: 'text', text: title });
      expect(hashPath(page)).toBe(`${PATH}?design=${id}`);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE_SIZE, hasTouch: true, isMobile: true });

    test('a text is changed and the PNG is exported', async ({ page }) => {
      await loginAsDemo(page);
      await openGallery(page);
      await openMemberCardOffer(page);
      const title = uniqueName('Phone title');
      await changeText(page, DEMO_SHOP, title);
      expect(await sharesFiles(page), 'this Chromium shares files: expect the share sheet instead').toBe(false);
      const png = await exportFile(page, p.exportPngLabel);
      await expectDesignPng(page, png, MEMBER_CARD_OFFER.name);
      // The page fits the phone: the toolbar scrolls within itself, never the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    });
  });

  test('screenshots: the gallery, the editor with a text selected, and an exported picture', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAsDemo(page);
    await openGallery(page);
    // Every template's live preview drawn (each waits for the font before its canvas).
    await expect(page.locator('.mi-gallery .mi-thumbnail--loading')).toHaveCount(0);
    await expect(page.locator('.mi-gallery .mi-thumbnail canvas').first()).toBeVisible();
    // The pointer away from the cards, so that none is shown hovered.
    await page.mouse.move(0, 0);
    await shootBoth(page, 'marketing-image-gallery');

    await openMemberCardOffer(page);
    await layerButton(page, DEMO_SHOP).click();
    await expect(textField(page)).toHaveValue(DEMO_SHOP);
    await shootBoth(page, 'marketing-image-editor');

    const png = await exportFile(page, p.exportPngLabel);
    const viewer = await page.context().newPage();
    await viewer.setContent(
      `<body style="margin:0;background:#6b7280"><img alt="" style="display:block;max-width:100%;height:auto" src="data:image/png;base64,${png.bytes.toString('base64')}"></body>`,
    );
    await expect
      .poll(() => viewer.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(SQUARE_PX);
    await shootBoth(viewer, 'marketing-image-exported');
    await viewer.close();
  });

  test('in Chinese, the template writes its texts in Chinese and they are drawn and exported with the CJK font', async ({
    page,
  }) => {
    const zh = marketingZh.marketing.images.page;
    const offer = templatesZh.marketing.images.templates['recharge-offer'];
    await loginAsDemo(page, 'zh-CN');
    await page.goto(`/#${PATH}`);
    await page.getByRole('button', { name: fill(zh.useTemplate, { name: offer.name }), exact: true }).click();
    await expect(page.getByLabel(zh.name, { exact: true })).toHaveValue(offer.name);
    const layer = page.getByRole('button', {
      name: fill(editorZh.marketing.images.editor.layerText, { text: offer.cardLabel }),
      exact: true,
    });
    await expect(layer).toBeVisible();
    // The canvas waited for the pieces of Noto Sans SC its characters need before it drew them.
    expect(await page.evaluate(() => document.fonts.check('700 16px "Noto Sans SC"', '会员卡'))).toBe(true);
    await layer.click();
    await shootBoth(page, 'marketing-image-editor-zh');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: zh.exportPngLabel, exact: true }).click(),
    ]);
    const png = await readFile(await download.path());
    expect(pngSize(png)).toEqual({ width: SQUARE_PX, height: SQUARE_PX });
  });

  test('a technician without the marketing menu is sent to the dashboard and the server refuses the designs', async ({
    page,
  }) => {
    await loginWithPassword(page, 'demo-tech', DEMO.password);
    await page.goto(`/#${PATH}`);
    await expectPath(page, '/frame/controlPad');
    await expect(page.getByRole('heading', { name: p.galleryTitle })).toHaveCount(0);
    const token = (await stored(page, 'token'))!;
    const answer = await callApi(page, 'marketingImage/queryList', { curPage: 1, limit: 24, key: '' }, token);
    expect(answer.errorKey).toBe('PERMISSION_DENIED');
  });
});
