import Spin from 'antd/es/spin';
import type Konva from 'konva';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Layer, Rect, Stage, Transformer } from 'react-konva';
import { DESIGN_SIZES, type TDesignDocument } from '../../../../../../contract/marketing-images';
import { useDesignFont, whenAssetsSettled } from './canvas-assets';
import { ElementNode, type TElementNodeProps } from './canvas-elements';
import { exportPng } from './design-export';
import { CANVAS_ROOM } from './editor.layout';

/**
 * The design drawn with react-konva (issue 25): the stage shows the document scaled to the room it has, while the
 * document keeps its own pixels; a tap or click selects, the transformer resizes and rotates, a drag moves.
 */

const BACKGROUND = 'mi-background';
const CORNER_ANCHORS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
/** Corners scale (a text's font with it), sides stretch (a text's width, so it wraps anew). */
const ALL_ANCHORS = [...CORNER_ANCHORS, 'top-center', 'bottom-center', 'middle-left', 'middle-right'];
/** An element is never made smaller than this on screen, so its handles do not fold onto each other. */
const MIN_HANDLE_BOX = 8;

export type TDesignCanvasHandle = {
  /** The design as a PNG of exactly `output` pixels, once the font and every picture are in. */
  toPng: (output: { width: number; height: number }) => Promise<Blob>;
};

type TProps = Pick<TElementNodeProps, 'onSelect' | 'onEditText' | 'onMove' | 'onTransformed'> & {
  document: TDesignDocument;
  selectedId: string | null;
  /** 1 fits the design in the room it has; more enlarges it (the area scrolls). */
  zoom: number;
  onDeselect: () => void;
  ref?: Ref<TDesignCanvasHandle>;
};

const isTouchScreen = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/** The width the canvas area has, and the height the design may take (most of the window; a phone scrolls instead). */
function useRoom(area: React.RefObject<HTMLDivElement | null>) {
  const [room, setRoom] = useState({ width: 0, height: Number.POSITIVE_INFINITY });
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const measure = () => {
      const height = window.innerWidth >= 768 ? Math.max(320, window.innerHeight * 0.75) : Number.POSITIVE_INFINITY;
      setRoom({ width: element.clientWidth, height });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [area]);
  return room;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function waitFor(isDone: () => boolean, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!isDone()) {
    if (Date.now() > until) throw new Error('the design canvas is not drawn');
    await nextFrame();
  }
}

export function DesignCanvas({ document, selectedId, zoom, ref, ...handlers }: TProps) {
  const { t } = useTranslation();
  const areaRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<Konva.Layer>(null);
  const transformerRef = useRef<Konva.Transformer>(null);
  const nodes = useRef(new Map<string, Konva.Group>());
  const [isTouch] = useState(isTouchScreen);
  const room = useRoom(areaRef);
  const size = DESIGN_SIZES[document.size];
  const font = useDesignFont(document.elements.flatMap((element) => (element.type === 'text' ? [element.text] : [])));

  // Until the area is measured (or while it is hidden) the stage still draws, small, so exports work.
  const roomWidth = room.width > 0 ? room.width - 2 * CANVAS_ROOM.side : 400;
  const fitScale = Math.min(roomWidth / size.width, (room.height - CANVAS_ROOM.top - CANVAS_ROOM.bottom) / size.height);
  const scale = Math.max(0.01, fitScale * zoom);
  const shown = { width: size.width * scale, height: size.height * scale };
  const selected = document.elements.find((element) => element.id === selectedId) ?? null;

  useEffect(() => {
    const transformer = transformerRef.current;
    if (!transformer) return;
    const node = selectedId ? nodes.current.get(selectedId) : undefined;
    transformer.nodes(node ? [node] : []);
    transformer.getLayer()?.batchDraw();
  });

  useImperativeHandle(
    ref,
    () => ({
      async toPng(output) {
        await waitFor(() => layerRef.current !== null);
        await whenAssetsSettled();
        // Pictures that just arrived are in React's state: let it hand them to Konva before drawing.
        await nextFrame();
        await nextFrame();
        const layer = layerRef.current;
        if (!layer) throw new Error('the design canvas is not drawn');
        const stage = layer.getStage();
        const area = {
          x: CANVAS_ROOM.side,
          y: CANVAS_ROOM.top,
          width: stage.width() - 2 * CANVAS_ROOM.side,
          height: stage.height() - CANVAS_ROOM.top - CANVAS_ROOM.bottom,
        };
        return exportPng(layer, area, output);
      },
    }),
    [],
  );

  const registerNode = (id: string, node: Konva.Group | null) => {
    if (node) nodes.current.set(id, node);
    else nodes.current.delete(id);
  };

  const handleEmptyPress = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (event.target === event.target.getStage() || event.target.name() === BACKGROUND) handlers.onDeselect();
  };

  const isQr = selected?.type === 'qr';
  return (
    <div ref={areaRef} className="mi-canvas">
      {font.isReady ? (
        <div
          className="mi-canvas__stage"
          role="img"
          aria-label={t('marketing.images.editor.canvasLabel', { count: document.elements.length })}
        >
          <Stage
            width={shown.width + 2 * CANVAS_ROOM.side}
            height={shown.height + CANVAS_ROOM.top + CANVAS_ROOM.bottom}
            onMouseDown={handleEmptyPress}
            onTap={handleEmptyPress}
          >
            <Layer
              ref={layerRef}
              x={CANVAS_ROOM.side}
              y={CANVAS_ROOM.top}
              scaleX={scale}
              scaleY={scale}
              clipX={0}
              clipY={0}
              clipWidth={size.width}
              clipHeight={size.height}
            >
              <Rect
                name={BACKGROUND}
                width={size.width}
                height={size.height}
                fill={document.background}
                preventDefault={false}
              />
              {document.elements.map((element) => (
                <ElementNode
                  key={element.id}
                  element={element}
                  fontVersion={font.version}
                  isSelected={element.id === selectedId}
                  isTouch={isTouch}
                  registerNode={registerNode}
                  {...handlers}
                />
              ))}
            </Layer>
            {/* Its own layer: the export draws the design's layer only, never the selection. */}
            <Layer>
              <Transformer
                ref={transformerRef}
                rotateEnabled
                flipEnabled={false}
                keepRatio
                enabledAnchors={isQr ? CORNER_ANCHORS : ALL_ANCHORS}
                rotationSnaps={[0, 90, 180, 270]}
                rotationSnapTolerance={4}
                rotateAnchorOffset={24}
                anchorSize={isTouch ? 18 : 10}
                anchorCornerRadius={3}
                anchorStroke="#1565c0"
                borderStroke="#1565c0"
                boundBoxFunc={(previous, next) =>
                  Math.abs(next.width) < MIN_HANDLE_BOX || Math.abs(next.height) < MIN_HANDLE_BOX ? previous : next
                }
              />
            </Layer>
          </Stage>
        </div>
      ) : (
        <div className="mi-canvas__loading" role="status">
          <Spin />
          <span className="mi-visually-hidden">{t('marketing.images.editor.loading')}</span>
        </div>
      )}
    </div>
  );
}
