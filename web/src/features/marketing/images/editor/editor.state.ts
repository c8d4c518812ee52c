import type { TErrorKey } from '../../../../../../contract/errors';
import {
  DESIGN_ELEMENTS_MAX,
  type TDesignDocument,
  type TDesignElement,
  type TDesignImage,
  type TDesignQr,
  type TDesignShape,
  type TDesignSize,
  type TDesignText,
  ZDesignDocument,
} from '../../../../../../contract/marketing-images';
import {
  cleanLine,
  cleanText,
  newImageElement,
  newQrElement,
  newShapeElement,
  newTextElement,
  nextElementId,
} from './editor.elements';
import { clampBox, clampFontSize, relayoutDocument, type TBox } from './editor.layout';

/**
 * The design editor's state (issue 25): the document, the selected element and the undo history. Every document the
 * reducer keeps passes ZDesignDocument, so what the page saves is what the server accepts; a change that would break
 * it is refused and answers its error key instead.
 */

/** How many steps undo goes back. */
export const HISTORY_MAX = 50;

export type TEditorErrorKey = Extract<TErrorKey, 'DESIGN_TOO_LARGE' | 'CHECK_INPUT'>;

export type TEditorState = {
  document: TDesignDocument;
  selectedId: string | null;
  /** Earlier documents, the latest last. */
  past: TDesignDocument[];
  /** Undone documents, the next to redo first. */
  future: TDesignDocument[];
  /**
   * The document as it was when a continuous change began (a drag, typing, a colour dragged in the picker): the
   * whole change becomes one history step when it is committed. Null when none is under way.
   */
  draftFrom: TDesignDocument | null;
  /** Why the last change was refused, for the editor to show; cleared by the next change that is kept. */
  errorKey: TEditorErrorKey | null;
};

type TFields<T> = Partial<Omit<T, 'type' | 'id'>>;
/** Fields to change on an element; those its type does not have are ignored. */
export type TElementChanges = TFields<TDesignText> & TFields<TDesignShape> & TFields<TDesignImage> & TFields<TDesignQr>;

/** `isFinal: false` marks a step of a continuous change; the default (true) or a 'commit' ends it. */
type TContinuous = { isFinal?: boolean };

export type TEditorAction =
  | { type: 'select'; id: string | null }
  | ({ type: 'update'; id: string; changes: TElementChanges } & TContinuous)
  | ({ type: 'move'; id: string; x: number; y: number } & TContinuous)
  /** A box from the transformer; `fontScale` grows a text's font with it (a corner dragged). */
  | ({ type: 'transform'; id: string; box: TBox; fontScale?: number } & TContinuous)
  | { type: 'delete'; id?: string }
  | { type: 'addText'; text: string }
  | { type: 'addImage'; src: string; aspectRatio?: number }
  | { type: 'addQr'; value: string }
  | { type: 'addShape'; shape: TDesignShape['shape']; fill: string }
  | { type: 'reorder'; id: string; direction: 'forward' | 'backward' }
  | ({ type: 'background'; colour: string } & TContinuous)
  | { type: 'resize'; size: TDesignSize }
  | { type: 'replace'; document: TDesignDocument }
  | { type: 'commit' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'clearError' };

export function initEditorState(document: TDesignDocument): TEditorState {
  return { document, selectedId: null, past: [], future: [], draftFrom: null, errorKey: null };
}

export const canUndo = (state: TEditorState) => state.past.length > 0 || state.draftFrom !== null;
export const canRedo = (state: TEditorState) => state.future.length > 0;
export const selectedElement = (state: TEditorState) =>
  state.document.elements.find((element) => element.id === state.selectedId) ?? null;

/** Why a document cannot be kept (its JSON too large, too many elements, a field out of bounds), or null. */
export function documentProblem(document: TDesignDocument): TEditorErrorKey | null {
  const result = ZDesignDocument.safeParse(document);
  if (result.success) return null;
  return result.error.issues.some((issue) => issue.message === 'DESIGN_TOO_LARGE') ? 'DESIGN_TOO_LARGE' : 'CHECK_INPUT';
}

const pushPast = (past: TDesignDocument[], document: TDesignDocument) => [...past, document].slice(-HISTORY_MAX);

/** The state with a continuous change that was under way made into its history step. */
function settle(state: TEditorState): TEditorState {
  if (!state.draftFrom) return state;
  return { ...state, past: pushPast(state.past, state.draftFrom), draftFrom: null };
}

const keepSelection = (document: TDesignDocument, id: string | null) =>
  id !== null && document.elements.some((element) => element.id === id) ? id : null;

/** Keeps a new document after checking it, as a history step or a step of a continuous change. */
function applyDocument(
  state: TEditorState,
  next: TDesignDocument,
  { isFinal = true, selectedId = state.selectedId }: { isFinal?: boolean; selectedId?: string | null } = {},
): TEditorState {
  if (next === state.document) return state;
  const problem = documentProblem(next);
  if (problem) return { ...state, errorKey: problem };
  const kept = { document: next, selectedId: keepSelection(next, selectedId), future: [], errorKey: null };
  // A final step ends the continuous change under way, if any: the whole change is one history step.
  const before = state.draftFrom ?? state.document;
  if (!isFinal) return { ...state, ...kept, draftFrom: before };
  return { ...state, ...kept, past: pushPast(state.past, before), draftFrom: null };
}

function mapElement(
  state: TEditorState,
  id: string,
  change: (element: TDesignElement) => TDesignElement,
  isFinal?: boolean,
): TEditorState {
  const index = state.document.elements.findIndex((element) => element.id === id);
  if (index < 0) return state;
  const before = state.document.elements[index];
  const after = change(before);
  // Nothing changed (a colour picked again): a final step still ends the continuous change under way.
  if (isSameElement(before, after)) return isFinal === false ? state : settle(state);
  const elements = state.document.elements.slice();
  elements[index] = after;
  return applyDocument(state, { ...state.document, elements }, { isFinal });
}

const isSameElement = (a: TDesignElement, b: TDesignElement) =>
  Object.keys(b).length === Object.keys(a).length &&
  Object.entries(b).every(([key, value]) => (a as Record<string, unknown>)[key] === value);

/** The changes an element's type has, with texts cleaned and numbers brought within the contract's bounds. */
function mergeChanges(element: TDesignElement, changes: TElementChanges): TDesignElement {
  const next: Record<string, unknown> = { ...element };
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined && key in element && key !== 'type' && key !== 'id') next[key] = value;
  }
  const merged = next as TDesignElement;
  const box = clampBox(merged);
  if (merged.type === 'text')
    return { ...merged, ...box, text: cleanText(merged.text), fontSize: clampFontSize(merged.fontSize) };
  if (merged.type === 'qr') return { ...merged, ...box, value: cleanLine(merged.value, 300) };
  return { ...merged, ...box };
}

function addElement(state: TEditorState, build: (id: string) => TDesignElement): TEditorState {
  if (state.document.elements.length >= DESIGN_ELEMENTS_MAX) return { ...state, errorKey: 'DESIGN_TOO_LARGE' };
  const element = build(nextElementId(state.document));
  const document = { ...state.document, elements: [...state.document.elements, element] };
  return applyDocument(state, document, { selectedId: element.id });
}

function reorder(state: TEditorState, id: string, direction: 'forward' | 'backward'): TEditorState {
  const elements = state.document.elements.slice();
  const index = elements.findIndex((element) => element.id === id);
  const target = direction === 'forward' ? index + 1 : index - 1;
  if (index < 0 || target < 0 || target >= elements.length) return state;
  [elements[index], elements[target]] = [elements[target], elements[index]];
  return applyDocument(state, { ...state.document, elements });
}

function undo(state: TEditorState): TEditorState {
  const settled = settle(state);
  const previous = settled.past.at(-1);
  if (!previous) return state;
  return {
    ...settled,
    document: previous,
    past: settled.past.slice(0, -1),
    future: [settled.document, ...settled.future].slice(0, HISTORY_MAX),
    selectedId: keepSelection(previous, settled.selectedId),
    errorKey: null,
  };
}

function redo(state: TEditorState): TEditorState {
  const settled = settle(state);
  const [next, ...future] = settled.future;
  if (!next) return state;
  return {
    ...settled,
    document: next,
    past: pushPast(settled.past, settled.document),
    future,
    selectedId: keepSelection(next, settled.selectedId),
    errorKey: null,
  };
}

export function editorReducer(state: TEditorState, action: TEditorAction): TEditorState {
  switch (action.type) {
    case 'select':
      return { ...state, selectedId: keepSelection(state.document, action.id) };
    case 'update':
      return mapElement(state, action.id, (element) => mergeChanges(element, action.changes), action.isFinal);
    case 'move':
      return mapElement(
        state,
        action.id,
        (element) => ({ ...element, ...clampBox({ ...element, x: action.x, y: action.y }) }),
        action.isFinal,
      );
    case 'transform':
      return mapElement(
        state,
        action.id,
        (element) => {
          const moved = { ...element, ...clampBox(action.box) };
          const fontScale = action.fontScale ?? 1;
          return moved.type === 'text' && fontScale !== 1
            ? { ...moved, fontSize: clampFontSize(moved.fontSize * fontScale) }
            : moved;
        },
        action.isFinal,
      );
    case 'delete': {
      const id = action.id ?? state.selectedId;
      const elements = state.document.elements.filter((element) => element.id !== id);
      if (id === null || elements.length === state.document.elements.length) return state;
      return applyDocument(state, { ...state.document, elements });
    }
    case 'addText':
      return addElement(state, (id) => newTextElement(state.document, id, action.text));
    case 'addImage':
      return addElement(state, (id) => newImageElement(state.document, id, action.src, action.aspectRatio));
    case 'addQr':
      return addElement(state, (id) => newQrElement(state.document, id, action.value));
    case 'addShape':
      return addElement(state, (id) => newShapeElement(state.document, id, action.shape, action.fill));
    case 'reorder':
      return reorder(state, action.id, action.direction);
    case 'background': {
      if (action.colour === state.document.background) return action.isFinal === false ? state : settle(state);
      // A shape painted in the background's colour (a template's frame) is part of the background: it follows.
      const previous = state.document.background.toLowerCase();
      const elements = state.document.elements.map((element) =>
        element.type === 'shape' && element.fill.toLowerCase() === previous
          ? { ...element, fill: action.colour }
          : element,
      );
      return applyDocument(
        state,
        { ...state.document, background: action.colour, elements },
        { isFinal: action.isFinal },
      );
    }
    case 'resize':
      return applyDocument(state, relayoutDocument(state.document, action.size));
    case 'replace':
      return applyDocument(state, action.document, { selectedId: null });
    case 'commit':
      return settle(state);
    case 'undo':
      return undo(state);
    case 'redo':
      return redo(state);
    case 'clearError':
      return state.errorKey ? { ...state, errorKey: null } : state;
  }
}
