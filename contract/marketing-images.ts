import { z } from 'zod';
import { ZId, ZListInput, zPage } from './common';
import { ZRowVersion, zMultiLineText, zText } from './safe-values';

/**
 * Marketing image design (SPEC §2.14, issue 25, ADR 033): a shop's saved designs, each a versioned JSON document that
 * draws the image (its size, background and elements) and a preview image. Calls not in SPEC §7, named in its style.
 * The templates that start a design, and the filling with the shop's data, are the web's; the server stores what the
 * editor made and checks that every image it shows is the shop's own upload.
 */

/** The sizes a design is made in, in pixels: three for screens, and A4 portrait at 300 dpi for print. */
export const DESIGN_SIZES = {
  square: { width: 1080, height: 1080 },
  story: { width: 1080, height: 1920 },
  landscape: { width: 1200, height: 630 },
  a4: { width: 2480, height: 3508 },
} as const;
export type TDesignSize = keyof typeof DESIGN_SIZES;
export const DESIGN_SIZE_KEYS = Object.keys(DESIGN_SIZES) as TDesignSize[];

/** The document version this build writes; older ones are upgraded when read (upgradeDesignDocument). */
export const DESIGN_DOCUMENT_VERSION = 1;
/** Limits of one design (SPEC §9 style): elements, a text's length, the document's JSON size, designs per shop. */
export const DESIGN_ELEMENTS_MAX = 60;
export const DESIGN_TEXT_MAX = 400;
export const DESIGN_DOCUMENT_BYTES_MAX = 64 * 1024;
export const DESIGNS_PER_SHOP_MAX = 200;
export const DESIGN_NAME_MAX = 60;

const check = { error: 'CHECK_INPUT' };
/** A number within bounds; a NaN or an infinity is not a number JSON can carry, and answers CHECK_INPUT too. */
const zBetween = (min: number, max: number) => z.number(check).min(min, 'CHECK_INPUT').max(max, 'CHECK_INPUT');

/** A design colour: #rrggbb (an element's transparency is its opacity). */
export const ZDesignColour = z.string(check).regex(/^#[0-9a-fA-F]{6}$/, 'CHECK_INPUT');

/**
 * Where an image element's picture is: a URL of the shop's uploads as the storage answers it (a path of this server
 * or the bucket's https address). The server checks that it is the shop's own (marketing-images.service.ts).
 */
export const ZDesignImageUrl = zText()
  .max(500, 'CHECK_INPUT')
  .regex(/^(\/|https:\/\/)[^\s"'<>\\]+$/, 'CHECK_INPUT');

/** What every element has: an id unique in its design, its box in the design's pixels, a rotation and an opacity. */
const elementBase = {
  id: z.string(check).regex(/^[A-Za-z0-9_-]{1,32}$/, 'CHECK_INPUT'),
  x: zBetween(-10_000, 10_000),
  y: zBetween(-10_000, 10_000),
  width: zBetween(1, 10_000),
  height: zBetween(1, 10_000),
  rotation: zBetween(-360, 360).default(0),
  opacity: zBetween(0, 1).default(1),
};

export const ZDesignText = z.object({
  type: z.literal('text'),
  ...elementBase,
  text: zMultiLineText().max(DESIGN_TEXT_MAX, 'CHECK_INPUT'),
  fontSize: zBetween(8, 600),
  fontWeight: z.enum(['normal', 'bold'], check).default('normal'),
  fontStyle: z.enum(['normal', 'italic'], check).default('normal'),
  align: z.enum(['left', 'center', 'right'], check).default('left'),
  lineHeight: zBetween(0.8, 3).default(1.2),
  colour: ZDesignColour,
});

export const ZDesignShape = z.object({
  type: z.literal('shape'),
  ...elementBase,
  shape: z.enum(['rect', 'ellipse'], check),
  fill: ZDesignColour,
  cornerRadius: zBetween(0, 5_000).default(0),
  strokeWidth: zBetween(0, 500).default(0),
  stroke: ZDesignColour.default('#000000'),
});

export const ZDesignImage = z.object({
  type: z.literal('image'),
  ...elementBase,
  src: ZDesignImageUrl,
  fit: z.enum(['cover', 'contain'], check).default('cover'),
  cornerRadius: zBetween(0, 5_000).default(0),
});

/** A QR code of a link or text the owner types (a booking page, a social profile). */
export const ZDesignQr = z.object({
  type: z.literal('qr'),
  ...elementBase,
  value: zText().trim().min(1, 'CHECK_INPUT').max(300, 'CHECK_INPUT'),
  colour: ZDesignColour.default('#000000'),
  background: ZDesignColour.default('#ffffff'),
});

export const ZDesignElement = z.discriminatedUnion('type', [ZDesignText, ZDesignShape, ZDesignImage, ZDesignQr], check);
export type TDesignElement = z.infer<typeof ZDesignElement>;
export type TDesignText = z.infer<typeof ZDesignText>;
export type TDesignShape = z.infer<typeof ZDesignShape>;
export type TDesignImage = z.infer<typeof ZDesignImage>;
export type TDesignQr = z.infer<typeof ZDesignQr>;

/** A design's document: what draws the image, in the current version. Elements are drawn in order, last on top. */
export const ZDesignDocument = z
  .object({
    version: z.literal(DESIGN_DOCUMENT_VERSION, { error: 'DESIGN_VERSION_UNKNOWN' }),
    size: z.enum(DESIGN_SIZE_KEYS as [TDesignSize, ...TDesignSize[]], check),
    background: ZDesignColour,
    elements: z.array(ZDesignElement, check).max(DESIGN_ELEMENTS_MAX, 'DESIGN_TOO_LARGE'),
  })
  .refine((doc) => new Set(doc.elements.map((e) => e.id)).size === doc.elements.length, {
    message: 'CHECK_INPUT',
    path: ['elements'],
  })
  .refine((doc) => new TextEncoder().encode(JSON.stringify(doc)).length <= DESIGN_DOCUMENT_BYTES_MAX, {
    message: 'DESIGN_TOO_LARGE',
  });
export type TDesignDocument = z.infer<typeof ZDesignDocument>;

/** One step from a version to the next: takes a document of version `from` and answers one of `from + 1`. */
export type TDesignUpgrade = { from: number; upgrade: (doc: Record<string, unknown>) => Record<string, unknown> };

/**
 * The steps from each earlier version to the current one, in order. Version 1 is the first: there is none yet. A
 * change to the document's shape adds a step here and raises DESIGN_DOCUMENT_VERSION, so designs saved before open
 * as they were.
 */
export const DESIGN_UPGRADES: readonly TDesignUpgrade[] = [];

/**
 * A stored document in the current version: each step from its version up is applied, then the result is checked.
 * A document of a newer version than this build knows (saved after an update, read by an older tab) answers
 * DESIGN_VERSION_UNKNOWN rather than being read wrong.
 */
export function upgradeDesignDocument(
  stored: unknown,
  steps: readonly TDesignUpgrade[] = DESIGN_UPGRADES,
  current = DESIGN_DOCUMENT_VERSION,
): { ok: true; document: Record<string, unknown> } | { ok: false; key: 'DESIGN_VERSION_UNKNOWN' | 'CHECK_INPUT' } {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return { ok: false, key: 'CHECK_INPUT' };
  let doc = stored as Record<string, unknown>;
  const version = doc.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > current) {
    return { ok: false, key: 'DESIGN_VERSION_UNKNOWN' };
  }
  for (let from = version; from < current; from++) {
    const step = steps.find((s) => s.from === from);
    if (!step) return { ok: false, key: 'DESIGN_VERSION_UNKNOWN' };
    doc = { ...step.upgrade(doc), version: from + 1 };
  }
  return { ok: true, document: doc };
}

/** A template a design started from (the web's gallery), kept to show in the list. */
export const ZDesignTemplateId = z.string(check).regex(/^[a-z][a-zA-Z0-9-]{0,39}$/, 'CHECK_INPUT');

const ZDesignName = zText({ error: 'DESIGN_NAME_REQUIRED' })
  .trim()
  .min(1, 'DESIGN_NAME_REQUIRED')
  .max(DESIGN_NAME_MAX, 'CHECK_INPUT');

/** A saved design as listed: what the gallery of saved designs shows, without the document. */
export const ZDesignSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  templateId: z.string(),
  size: z.enum(DESIGN_SIZE_KEYS as [TDesignSize, ...TDesignSize[]]),
  /** The preview image's URL ('' before one was saved). */
  previewUrl: z.string(),
  /** The uploads its image elements show: the editor offers them again in other designs. */
  imageUrls: z.array(z.string()),
  version: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TDesignSummary = z.infer<typeof ZDesignSummary>;

/** A saved design with its document, as stored (a document of an earlier version is upgraded by the reader). */
export const ZDesign = ZDesignSummary.extend({ document: z.record(z.string(), z.unknown()) });
export type TDesign = z.infer<typeof ZDesign>;

/** marketingImage/queryList: the shop's designs, the last changed first; `key` searches their names. */
export const ZDesignQueryListInput = ZListInput.extend({
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export const ZDesignQueryListOutput = zPage(ZDesignSummary);

/** marketingImage/queryById. */
export const ZDesignQueryByIdInput = z.object({ id: ZId });

/**
 * marketingImage/save: creates a design (no id; at most DESIGNS_PER_SHOP_MAX a shop) or replaces one's name, document
 * and preview (its id and the version read; a stale version answers CONFLICT).
 */
export const ZDesignSaveInput = z.object({
  id: ZId.optional(),
  version: ZRowVersion.optional(),
  name: ZDesignName,
  templateId: ZDesignTemplateId,
  document: ZDesignDocument,
  previewUrl: z.union([z.literal(''), ZDesignImageUrl]).default(''),
});

/** marketingImage/duplicate: a copy of a design under the name given (the screen proposes one after the original). */
export const ZDesignDuplicateInput = z.object({ id: ZId, name: ZDesignName });

/** marketingImage/rename. */
export const ZDesignRenameInput = z.object({ id: ZId, version: ZRowVersion, name: ZDesignName });

/** marketingImage/delete. */
export const ZDesignDeleteInput = z.object({ id: ZId });
