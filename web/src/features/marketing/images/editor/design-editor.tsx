import Alert from 'antd/es/alert';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type Ref, useEffect, useImperativeHandle, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../../contract/errors';
import {
  DESIGN_SIZES,
  type TDesignDocument,
  type TDesignElement,
  type TDesignText,
} from '../../../../../../contract/marketing-images';
import { currentLanguage } from '../../../../lib/i18n.setup';
import { pictureAspectRatio } from './canvas-assets';
import { DesignCanvas, type TDesignCanvasHandle } from './design-canvas';
import { exportA4Pdf, previewSize } from './design-export';
import { clampFontSize, type TBox } from './editor.layout';
import {
  canRedo,
  canUndo,
  editorReducer,
  initEditorState,
  selectedElement,
  type TElementChanges,
} from './editor.state';
import { EditorToolbar } from './editor-toolbar';
import { ElementPanel } from './element-panel';
import { withTextFitted } from './text-measure';
import { useEditorShortcuts } from './use-editor-shortcuts';
import './editor.css';

/**
 * The marketing image designer's editor (issue 25): toolbar, canvas and side panel over one document, with undo. The
 * page owns the document (loading, templates, saving) and calls the handle to export it.
 */

/** What the page calls, through the ref it passes. */
export type TDesignEditorHandle = {
  /** The design as a PNG of exactly its size's pixels (1080 × 1080, …, 2480 × 3508). */
  exportPng: () => Promise<Blob>;
  /** One A4 portrait page with the design inside a 3 mm margin, titled with the design's name. */
  exportPdf: () => Promise<Blob>;
  /** A small PNG for the list of saved designs, `maxWidth` wide at most. */
  previewPng: (maxWidth?: number) => Promise<Blob>;
};

export type TDesignEditorProps = {
  /**
   * The document shown. A document this editor has not seen before (a template chosen, a design loaded) replaces the
   * editor's as one undo step; one it reported through onChange, even late, changes nothing. Give the editor a new
   * `key` to start a design without history.
   */
  document: TDesignDocument;
  /** Every change of the document, including each step of a drag in the panel's fields. */
  onChange: (document: TDesignDocument) => void;
  /** The shop's colours, offered beside the palette (anything not #rrggbb or #rgb is left out). */
  shopColours: readonly string[];
  /** Uploads or chooses a picture and answers its URL (the shop's upload), or null when the user gave up. */
  onPickImage: () => Promise<string | null>;
  /** The design's name: the PDF's title. */
  name: string;
  /** What a new QR code encodes at first (the shop's booking link); the panel changes it. */
  qrLink?: string;
  ref?: Ref<TDesignEditorHandle>;
};

const ZOOM_STEP = 1.25;
const ZOOM_MIN = 0.5;
const ZOOM_MAX = 4;
/** The fields that change how many lines a text needs. */
const TEXT_LAYOUT_FIELDS = new Set(['text', 'fontSize', 'fontWeight', 'fontStyle', 'lineHeight', 'width']);

/** A text's changes with its box grown to show every line (Konva draws no line past the box's height). */
function withFittedHeight(element: TDesignElement, changes: TElementChanges): TElementChanges {
  if (element.type !== 'text' || !Object.keys(changes).some((key) => TEXT_LAYOUT_FIELDS.has(key))) return changes;
  const merged = { ...element, ...changes } as TDesignText;
  const fitted = withTextFitted({ ...merged, fontSize: clampFontSize(merged.fontSize) });
  return fitted.height === merged.height ? changes : { ...changes, height: fitted.height };
}

export function DesignEditor({
  document,
  onChange,
  shopColours,
  onPickImage,
  name,
  qrLink = '',
  ref,
}: TDesignEditorProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(editorReducer, document, initEditorState);
  const [zoom, setZoom] = useState(1);
  const [isPickingImage, setIsPickingImage] = useState(false);
  const [textFocusRequest, setTextFocusRequest] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<TDesignCanvasHandle>(null);
  const textAreaRef = useRef<TextAreaRef>(null);
  /** Every document this editor showed or made: the page passing one back (even late) is no replacement. */
  const known = useRef(new WeakSet<TDesignDocument>([document]));
  /** The document the page and the editor last agreed on (reported, or received). */
  const shared = useRef(document);
  const selected = selectedElement(state);

  useEffect(() => {
    if (known.current.has(document)) return;
    known.current.add(document);
    shared.current = document;
    dispatch({ type: 'replace', document });
  }, [document]);

  useEffect(() => {
    if (state.document === shared.current) return;
    shared.current = state.document;
    known.current.add(state.document);
    onChange(state.document);
  }, [state.document, onChange]);

  useEffect(() => {
    if (textFocusRequest > 0) textAreaRef.current?.focus({ cursor: 'end' });
  }, [textFocusRequest]);

  useImperativeHandle(ref, () => {
    const size = DESIGN_SIZES[state.document.size];
    const png = (output: { width: number; height: number }) => {
      if (!canvasRef.current) return Promise.reject(new Error('the design editor is not shown'));
      return canvasRef.current.toPng(output);
    };
    return {
      exportPng: () => png(size),
      exportPdf: async () => exportA4Pdf(await png(size), name),
      previewPng: (maxWidth = 480) => png(previewSize(size, maxWidth)),
    };
  }, [state.document.size, name]);

  useEditorShortcuts(rootRef, {
    hasSelection: selected !== null,
    onUndo: () => dispatch({ type: 'undo' }),
    onRedo: () => dispatch({ type: 'redo' }),
    onDelete: () => dispatch({ type: 'delete' }),
    onDeselect: () => dispatch({ type: 'select', id: null }),
  });

  const handleAddImage = async () => {
    setIsPickingImage(true);
    try {
      const src = await onPickImage();
      if (src) dispatch({ type: 'addImage', src, aspectRatio: await pictureAspectRatio(src) });
    } catch {
      // The page reports its own upload errors; the design stays as it was.
    } finally {
      setIsPickingImage(false);
    }
  };

  const handleTransformed = (id: string, box: TBox, fontScale: number) => {
    const element = state.document.elements.find((candidate) => candidate.id === id);
    const fitted =
      element?.type === 'text'
        ? withTextFitted({ ...element, ...box, fontSize: clampFontSize(element.fontSize * fontScale) })
        : null;
    dispatch({ type: 'transform', id, box: fitted ? { ...box, height: fitted.height } : box, fontScale });
  };

  return (
    <div ref={rootRef} className="mi-editor">
      <EditorToolbar
        canUndo={canUndo(state)}
        canRedo={canRedo(state)}
        size={state.document.size}
        isPickingImage={isPickingImage}
        canZoomIn={zoom < ZOOM_MAX}
        canZoomOut={zoom > ZOOM_MIN}
        onUndo={() => dispatch({ type: 'undo' })}
        onRedo={() => dispatch({ type: 'redo' })}
        onAddText={() => dispatch({ type: 'addText', text: t('marketing.images.editor.newText') })}
        onAddImage={handleAddImage}
        onAddQr={() => dispatch({ type: 'addQr', value: qrLink })}
        onAddShape={(shape) => dispatch({ type: 'addShape', shape, fill: '#c9a46a' })}
        onSize={(size) => dispatch({ type: 'resize', size })}
        onZoomIn={() => setZoom((current) => Math.min(ZOOM_MAX, current * ZOOM_STEP))}
        onZoomOut={() => setZoom((current) => Math.max(ZOOM_MIN, current / ZOOM_STEP))}
        onZoomFit={() => setZoom(1)}
      />
      {state.errorKey ? (
        <Alert
          type="error"
          showIcon
          closable
          title={errorText(state.errorKey, currentLanguage())}
          onClose={() => dispatch({ type: 'clearError' })}
        />
      ) : null}
      <div className="mi-editor__body">
        <DesignCanvas
          ref={canvasRef}
          document={state.document}
          selectedId={state.selectedId}
          zoom={zoom}
          onSelect={(id) => dispatch({ type: 'select', id })}
          onDeselect={() => dispatch({ type: 'select', id: null })}
          onMove={(id, x, y) => dispatch({ type: 'move', id, x, y })}
          onTransformed={handleTransformed}
          onEditText={(id) => {
            dispatch({ type: 'select', id });
            setTextFocusRequest((count) => count + 1);
          }}
        />
        <ElementPanel
          document={state.document}
          selected={selected}
          shopColours={shopColours}
          textAreaRef={textAreaRef}
          onChange={(changes, isFinal) => {
            if (selected) {
              dispatch({ type: 'update', id: selected.id, changes: withFittedHeight(selected, changes), isFinal });
            }
          }}
          onCommit={() => dispatch({ type: 'commit' })}
          onBackground={(colour, isFinal) => dispatch({ type: 'background', colour, isFinal })}
          onDelete={() => dispatch({ type: 'delete' })}
          onReorder={(direction) => selected && dispatch({ type: 'reorder', id: selected.id, direction })}
          onSelect={(id) => dispatch({ type: 'select', id })}
        />
      </div>
    </div>
  );
}
