import { describe, expect, it } from 'vitest';
import {
  DESIGN_DOCUMENT_BYTES_MAX,
  DESIGN_DOCUMENT_VERSION,
  DESIGN_ELEMENTS_MAX,
  DESIGN_TEXT_MAX,
  type TDesignUpgrade,
  upgradeDesignDocument,
  ZDesignDocument,
} from './marketing-images';

/** A text element as the editor makes it, with only what has no default. */
const text = (id: string, overrides: Record<string, unknown> = {}) => ({
  type: 'text',
  id,
  x: 80,
  y: 120,
  width: 900,
  height: 140,
  text: 'Top up 500, get 100',
  fontSize: 96,
  colour: '#1f2937',
  ...overrides,
});

const documentOf = (elements: unknown[], overrides: Record<string, unknown> = {}) => ({
  version: DESIGN_DOCUMENT_VERSION,
  size: 'square',
  background: '#fbf4e8',
  elements,
  ...overrides,
});

/** The first error's message key and path, as the server answers it. */
function refusal(value: unknown) {
  const result = ZDesignDocument.safeParse(value);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return { key: issue.message, path: issue.path.join('.') };
}

describe('the design document (issue 25, ADR 033)', () => {
  it('keeps every kind of element and stores the defaults, so a design opens exactly as it was', () => {
    const parsed = ZDesignDocument.parse(
      documentOf([
        text('title'),
        { type: 'shape', id: 'card', shape: 'rect', x: 0, y: 0, width: 400, height: 250, fill: '#d8b46a' },
        { type: 'image', id: 'logo', x: 40, y: 40, width: 200, height: 200, src: '/api/files/1/logo.png' },
        { type: 'qr', id: 'qr', x: 800, y: 800, width: 200, height: 200, value: 'https://example.com/book' },
      ]),
    );
    expect(parsed.elements.map((element) => element.type)).toEqual(['text', 'shape', 'image', 'qr']);
    expect(parsed.elements[0]).toMatchObject({
      rotation: 0,
      opacity: 1,
      fontWeight: 'normal',
      fontStyle: 'normal',
      align: 'left',
      lineHeight: 1.2,
    });
    expect(parsed.elements[1]).toMatchObject({ cornerRadius: 0, strokeWidth: 0, stroke: '#000000' });
    expect(parsed.elements[2]).toMatchObject({ fit: 'cover', cornerRadius: 0 });
    expect(parsed.elements[3]).toMatchObject({ colour: '#000000', background: '#ffffff' });
    expect(ZDesignDocument.parse(parsed)).toEqual(parsed);
  });

  it('refuses a wrong shape with the field that is wrong', () => {
    expect(refusal(documentOf([text('a')], { size: 'poster' }))).toEqual({ key: 'CHECK_INPUT', path: 'size' });
    expect(refusal(documentOf([text('a')], { background: 'red' }))).toEqual({ key: 'CHECK_INPUT', path: 'background' });
    expect(refusal(documentOf([{ ...text('a'), type: 'video' }]))?.path).toBe('elements.0.type');
    expect(refusal(documentOf([text('a', { colour: '#12345' })]))?.path).toBe('elements.0.colour');
    expect(refusal(documentOf([text('a', { fontSize: 7 })]))?.path).toBe('elements.0.fontSize');
    expect(refusal(documentOf([text('a', { width: 0 })]))?.path).toBe('elements.0.width');
    expect(refusal(documentOf([text('a', { id: 'a b' })]))?.path).toBe('elements.0.id');
    expect(refusal(documentOf([text('same'), text('same')]))).toEqual({ key: 'CHECK_INPUT', path: 'elements' });
    const outside = { type: 'image', id: 'i', x: 0, y: 0, width: 10, height: 10, src: 'javascript:alert(1)' };
    expect(refusal(documentOf([outside]))?.path).toBe('elements.0.src');
    const emptyQr = { type: 'qr', id: 'q', x: 0, y: 0, width: 10, height: 10, value: '   ' };
    expect(refusal(documentOf([emptyQr]))?.path).toBe('elements.0.value');
  });

  it('takes texts of every language the product speaks, up to the limit of a text', () => {
    const texts = ['充值500送100', 'Ricarica 500, più 100 in omaggio', 'Recarga 500 y llévate 100', 'Rechargez 500 €'];
    expect(ZDesignDocument.safeParse(documentOf(texts.map((value, i) => text(`t${i}`, { text: value })))).success).toBe(
      true,
    );
    expect(ZDesignDocument.safeParse(documentOf([text('a', { text: 'x'.repeat(DESIGN_TEXT_MAX) })])).success).toBe(
      true,
    );
    expect(refusal(documentOf([text('a', { text: 'x'.repeat(DESIGN_TEXT_MAX + 1) })]))?.path).toBe('elements.0.text');
  });

  it(`holds at most ${DESIGN_ELEMENTS_MAX} elements and ${DESIGN_DOCUMENT_BYTES_MAX / 1024} KB`, () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => text(`t${i}`, { text: 'short' }));
    expect(ZDesignDocument.safeParse(documentOf(many(DESIGN_ELEMENTS_MAX))).success).toBe(true);
    expect(refusal(documentOf(many(DESIGN_ELEMENTS_MAX + 1)))?.key).toBe('DESIGN_TOO_LARGE');
    // Long texts in a few elements pass every element's limit but not the document's.
    const heavy = Array.from({ length: DESIGN_ELEMENTS_MAX }, (_, i) =>
      text(`t${i}`, { text: '很'.repeat(DESIGN_TEXT_MAX) }),
    );
    expect(refusal(documentOf(heavy))?.key).toBe('DESIGN_TOO_LARGE');
  });

  it('refuses a version it does not know as saved by a newer one', () => {
    expect(refusal(documentOf([text('a')], { version: DESIGN_DOCUMENT_VERSION + 1 }))?.key).toBe(
      'DESIGN_VERSION_UNKNOWN',
    );
  });
});

describe('upgrading a stored document', () => {
  it('answers a current document as it is', () => {
    const stored = documentOf([text('a')]);
    expect(upgradeDesignDocument(stored)).toEqual({ ok: true, document: stored });
  });

  it('applies each step from the stored version up to the current one, in order', () => {
    // A made-up history: version 1 had `color`, version 2 renamed it `colour`, version 3 added a background.
    const steps: TDesignUpgrade[] = [
      { from: 2, upgrade: (doc) => ({ ...doc, background: doc.background ?? '#ffffff' }) },
      {
        from: 1,
        upgrade: (doc) => ({
          ...doc,
          elements: (doc.elements as Record<string, unknown>[]).map(({ color, ...rest }) => ({
            ...rest,
            colour: color,
          })),
        }),
      },
    ];
    const stored = { version: 1, size: 'square', elements: [{ ...text('a'), colour: undefined, color: '#111111' }] };
    const upgraded = upgradeDesignDocument(stored, steps, 3);
    expect(upgraded).toEqual({
      ok: true,
      document: { version: 3, size: 'square', background: '#ffffff', elements: [{ ...text('a'), colour: '#111111' }] },
    });
  });

  it('answers DESIGN_VERSION_UNKNOWN for a newer, missing or broken version, and a missing step', () => {
    const unknown = { ok: false, key: 'DESIGN_VERSION_UNKNOWN' };
    expect(upgradeDesignDocument(documentOf([], { version: DESIGN_DOCUMENT_VERSION + 1 }))).toEqual(unknown);
    expect(upgradeDesignDocument(documentOf([], { version: 0 }))).toEqual(unknown);
    expect(upgradeDesignDocument(documentOf([], { version: '1' }))).toEqual(unknown);
    expect(upgradeDesignDocument({ size: 'square' })).toEqual(unknown);
    expect(upgradeDesignDocument(documentOf([], { version: 1 }), [], 2)).toEqual(unknown);
    expect(upgradeDesignDocument(null)).toEqual({ ok: false, key: 'CHECK_INPUT' });
    expect(upgradeDesignDocument([1, 2])).toEqual({ ok: false, key: 'CHECK_INPUT' });
  });
});
