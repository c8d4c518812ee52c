import { describe, expect, it } from 'vitest';
import {
  DESIGN_DOCUMENT_BYTES_MAX,
  DESIGN_ELEMENTS_MAX,
  DESIGN_SIZE_KEYS,
  DESIGN_SIZES,
  type TDesignDocument,
  type TDesignElement,
  ZDesignDocument,
} from '../../../../../../contract/marketing-images';
import { isInside } from './editor.layout';
import {
  canRedo,
  canUndo,
  editorReducer,
  HISTORY_MAX,
  initEditorState,
  type TEditorAction,
  type TEditorState,
} from './editor.state';

const text = (overrides: Partial<Extract<TDesignElement, { type: 'text' }>> = {}): TDesignElement => ({
  type: 'text',
  id: 'title',
  x: 100,
  y: 100,
  width: 600,
  height: 120,
  rotation: 0,
  opacity: 1,
  text: '新年快乐 Happy new year',
  fontSize: 64,
  fontWeight: 'bold',
  fontStyle: 'normal',
  align: 'center',
  lineHeight: 1.2,
  colour: '#1f2937',
  ...overrides,
});

const design = (elements: TDesignElement[] = [text()]): TDesignDocument => ({
  version: 1,
  size: 'square',
  background: '#f7f1ea',
  elements,
});

const run = (state: TEditorState, ...actions: TEditorAction[]) => actions.reduce(editorReducer, state);
const expectValid = (state: TEditorState) => expect(ZDesignDocument.safeParse(state.document).success).toBe(true);

describe('editor state: history', () => {
  it('undoes and redoes a change', () => {
    const start = initEditorState(design());
    const moved = run(start, { type: 'move', id: 'title', x: 300, y: 40 });
    expect(moved.document.elements[0]).toMatchObject({ x: 300, y: 40 });
    expect(canUndo(moved)).toBe(true);
    const undone = run(moved, { type: 'undo' });
    expect(undone.document).toBe(start.document);
    expect(canRedo(undone)).toBe(true);
    const redone = run(undone, { type: 'redo' });
    expect(redone.document).toEqual(moved.document);
    expect(canRedo(redone)).toBe(false);
  });

  it('makes a whole drag one history step', () => {
    const start = initEditorState(design());
    const steps: TEditorAction[] = [10, 20, 30, 40].map((x) => ({
      type: 'move',
      id: 'title',
      x,
      y: x,
      isFinal: false,
    }));
    const dragged = run(start, ...steps, { type: 'move', id: 'title', x: 50, y: 50 });
    expect(dragged.past).toHaveLength(1);
    expect(dragged.draftFrom).toBeNull();
    expect(run(dragged, { type: 'undo' }).document).toBe(start.document);
  });

  it('makes typing one step once committed, and undo commits a change under way first', () => {
    const start = initEditorState(design());
    const typing = run(
      start,
      { type: 'update', id: 'title', changes: { text: 'S' }, isFinal: false },
      { type: 'update', id: 'title', changes: { text: 'Sa' }, isFinal: false },
      { type: 'update', id: 'title', changes: { text: 'Sale' }, isFinal: false },
    );
    expect(canUndo(typing)).toBe(true);
    expect(run(typing, { type: 'commit' }).past).toHaveLength(1);
    expect(run(typing, { type: 'undo' }).document).toBe(start.document);
  });

  it('keeps at most HISTORY_MAX steps and forgets the redo steps after a new change', () => {
    let state = initEditorState(design());
    for (let step = 1; step <= HISTORY_MAX + 10; step++)
      state = run(state, { type: 'move', id: 'title', x: step, y: 0 });
    expect(state.past).toHaveLength(HISTORY_MAX);
    const undone = run(state, { type: 'undo' }, { type: 'undo' });
    expect(undone.future).toHaveLength(2);
    expect(run(undone, { type: 'background', colour: '#000000' }).future).toHaveLength(0);
  });

  it('recolours the shapes painted in the background colour with it, as one step', () => {
    const frame: TDesignElement = {
      type: 'shape',
      id: 'frame',
      x: 20,
      y: 20,
      width: 1040,
      height: 1040,
      rotation: 0,
      opacity: 1,
      shape: 'rect',
      fill: '#F7F1EA',
      cornerRadius: 24,
      strokeWidth: 3,
      stroke: '#c9a46a',
    };
    const badge: TDesignElement = { ...frame, id: 'badge', fill: '#c9a46a' };
    const start = initEditorState(design([frame, badge, text()]));
    const dragged = run(
      start,
      { type: 'background', colour: '#a8c3a0', isFinal: false },
      { type: 'background', colour: '#a8c3a1', isFinal: true },
    );
    expect(dragged.document.background).toBe('#a8c3a1');
    expect(dragged.document.elements.map((element) => (element.type === 'shape' ? element.fill : null))).toEqual([
      '#a8c3a1',
      '#c9a46a',
      null,
    ]);
    expect(run(dragged, { type: 'undo' }).document).toBe(start.document);
  });

  it('records nothing for a change that changes nothing', () => {
    const start = initEditorState(design());
    expect(run(start, { type: 'background', colour: '#f7f1ea' })).toBe(start);
    expect(run(start, { type: 'reorder', id: 'title', direction: 'forward' })).toBe(start);
    expect(run(start, { type: 'undo' })).toBe(start);
  });
});

describe('editor state: elements', () => {
  it('adds each kind of element with an id no other has, selects it and keeps the document valid', () => {
    let state = initEditorState(design());
    state = run(
      state,
      { type: 'addText', text: 'Promo' },
      { type: 'addText', text: 'Promo' },
      { type: 'addQr', value: 'https://example.com/book' },
      { type: 'addImage', src: '/api/file/a.png', aspectRatio: 2 },
      { type: 'addShape', shape: 'ellipse', fill: '#c8566b' },
    );
    const ids = state.document.elements.map((element) => element.id);
    expect(new Set(ids).size).toBe(6);
    expect(state.selectedId).toBe(ids.at(-1));
    expectValid(state);
    const image = state.document.elements.find((element) => element.type === 'image');
    expect(image && image.width / image.height).toBeCloseTo(2);
    const [, first, second] = state.document.elements;
    expect({ x: first.x, y: first.y }).not.toEqual({ x: second.x, y: second.y });
  });

  it('gives a fresh id after a delete and an undo', () => {
    const state = run(
      initEditorState(design([])),
      { type: 'addText', text: 'a' },
      { type: 'addText', text: 'b' },
      { type: 'delete', id: 'e1' },
      { type: 'addText', text: 'c' },
    );
    const ids = state.document.elements.map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses the element after the 60th with DESIGN_TOO_LARGE', () => {
    const full = design(
      Array.from({ length: DESIGN_ELEMENTS_MAX }, (_, index) => text({ id: `t${index}`, text: 'x' })),
    );
    const state = run(initEditorState(full), { type: 'addQr', value: 'https://example.com' });
    expect(state.document).toBe(full);
    expect(state.errorKey).toBe('DESIGN_TOO_LARGE');
    expect(run(state, { type: 'clearError' }).errorKey).toBeNull();
  });

  it('refuses a text that makes the document larger than the contract allows', () => {
    const bytes = (document: TDesignDocument) => new TextEncoder().encode(JSON.stringify(document)).length;
    const elements = [text({ id: 'short', text: 'x' })];
    // Fill the document to within a few hundred bytes of its limit: long texts first, then shorter ones.
    for (const length of [400, 50]) {
      const next = () => text({ id: `t${elements.length}`, text: '设'.repeat(length) });
      while (bytes(design([...elements, next()])) <= DESIGN_DOCUMENT_BYTES_MAX) elements.push(next());
    }
    const full = design(elements);
    const state = run(initEditorState(full), { type: 'update', id: 'short', changes: { text: '设'.repeat(400) } });
    expect(state.errorKey).toBe('DESIGN_TOO_LARGE');
    expect(state.document).toBe(full);
  });

  it('cleans texts, keeps numbers within bounds and ignores fields of another type', () => {
    const state = run(initEditorState(design()), {
      type: 'update',
      id: 'title',
      changes: { text: `a\u0000b${'x'.repeat(500)}`, fontSize: 5000, width: 0, fill: '#ff0000', rotation: 450 },
    });
    const element = state.document.elements[0];
    expect(element.type === 'text' && element.text.startsWith('abx')).toBe(true);
    expect(element.type === 'text' && element.text.length).toBe(400);
    expect(element).toMatchObject({ fontSize: 600, width: 1, rotation: 90 });
    expect(element).not.toHaveProperty('fill');
    expectValid(state);
  });

  it('refuses an image address the contract does not accept', () => {
    const state = run(initEditorState(design()), { type: 'addImage', src: 'javascript:alert(1)' });
    expect(state.errorKey).toBe('CHECK_INPUT');
    expect(state.document.elements).toHaveLength(1);
  });

  it('deletes the selected element and forgets the selection', () => {
    const state = run(initEditorState(design()), { type: 'select', id: 'title' }, { type: 'delete' });
    expect(state.document.elements).toHaveLength(0);
    expect(state.selectedId).toBeNull();
    expect(run(state, { type: 'undo' }).document.elements).toHaveLength(1);
  });

  it('moves an element a layer up or down', () => {
    const start = initEditorState(design([text({ id: 'a' }), text({ id: 'b' }), text({ id: 'c' })]));
    const order = (state: TEditorState) => state.document.elements.map((element) => element.id).join('');
    expect(order(run(start, { type: 'reorder', id: 'a', direction: 'forward' }))).toBe('bac');
    expect(order(run(start, { type: 'reorder', id: 'c', direction: 'backward' }))).toBe('acb');
  });

  it('grows a text font with a transform when asked to', () => {
    const state = run(initEditorState(design()), {
      type: 'transform',
      id: 'title',
      box: { x: 0, y: 0, width: 1200, height: 240, rotation: 0 },
      fontScale: 2,
    });
    expect(state.document.elements[0]).toMatchObject({ width: 1200, height: 240, fontSize: 128 });
  });

  it('replaces the document as one undoable step and clears the selection', () => {
    const start = run(initEditorState(design()), { type: 'select', id: 'title' });
    const other = design([text({ id: 'other' })]);
    const replaced = run(start, { type: 'replace', document: other });
    expect(replaced.document).toBe(other);
    expect(replaced.selectedId).toBeNull();
    expect(run(replaced, { type: 'undo' }).document).toBe(start.document);
  });
});

describe('editor state: size change', () => {
  const elements: TDesignElement[] = [
    {
      type: 'shape',
      id: 'bg',
      x: 0,
      y: 0,
      width: 1080,
      height: 1080,
      rotation: 0,
      opacity: 1,
      shape: 'rect',
      fill: '#ffffff',
      cornerRadius: 0,
      strokeWidth: 0,
      stroke: '#000000',
    },
    text({ id: 'wide', x: 20, y: 900, width: 1040, height: 160 }),
    text({ id: 'turned', x: 700, y: 100, width: 380, height: 100, rotation: 30 }),
    {
      type: 'qr',
      id: 'qr',
      x: 780,
      y: 780,
      width: 300,
      height: 300,
      rotation: 0,
      opacity: 1,
      value: 'https://example.com',
      colour: '#000000',
      background: '#ffffff',
    },
  ];

  it.each(DESIGN_SIZE_KEYS.flatMap((from) => DESIGN_SIZE_KEYS.map((to) => [from, to] as const)))(
    'keeps every element on the design from %s to %s',
    (from, to) => {
      const start = run(initEditorState(design(elements)), { type: 'resize', size: from });
      const state = run(start, { type: 'resize', size: to });
      expect(state.document.size).toBe(to);
      for (const element of state.document.elements) expect(isInside(element, DESIGN_SIZES[to]), element.id).toBe(true);
      expectValid(state);
    },
  );

  it('keeps a background covering the design and a QR code square', () => {
    const state = run(initEditorState(design(elements)), { type: 'resize', size: 'story' });
    const byId = new Map(state.document.elements.map((element) => [element.id, element]));
    expect(byId.get('bg')).toMatchObject({ x: 0, y: 0, width: 1080, height: 1920 });
    const qr = byId.get('qr');
    expect(qr?.width).toBeCloseTo(qr?.height ?? 0);
  });

  it('scales a text font with the design', () => {
    const state = run(initEditorState(design(elements)), { type: 'resize', size: 'a4' });
    const wide = state.document.elements.find((element) => element.id === 'wide');
    expect(wide?.type === 'text' && wide.fontSize).toBeCloseTo(64 * (2480 / 1080), 0);
  });
});
