import type Konva from 'konva';
import { useRef } from 'react';
import { Ellipse, Group, Image, Rect, Text } from 'react-konva';
import type {
  TDesignElement,
  TDesignImage,
  TDesignQr,
  TDesignShape,
  TDesignText,
} from '../../../../../../contract/marketing-images';
import { useElementPicture, useQrPicture } from './canvas-assets';
import { imagePlacement, type TBox } from './editor.layout';
import { textAttributes } from './text-measure';

/**
 * One element of the design on the canvas (issue 25): a group at the element's box that the transformer resizes and
 * rotates, with the element drawn inside it in the box's own coordinates.
 */

/** Shown where a picture could not be loaded (a deleted upload, no network). */
const MISSING_PICTURE = '#e5e7eb';
const DOUBLE_TAP_MS = 400;

/**
 * On a touch screen, only the selected element takes a swipe (to drag it): a swipe over any other scrolls the page,
 * and a tap selects. With a mouse, every element can be dragged at once.
 */
type TTouchProps = { preventDefault: boolean };

function TextContent({ element, touch }: { element: TDesignText; touch: TTouchProps }) {
  return <Text {...textAttributes(element)} height={element.height} fill={element.colour} {...touch} />;
}

function ShapeContent({ element, touch }: { element: TDesignShape; touch: TTouchProps }) {
  // The border is drawn inside the box, so the box is what the design shows and what the transformer frames.
  const inset = element.strokeWidth / 2;
  const paint = {
    fill: element.fill,
    stroke: element.stroke,
    strokeWidth: element.strokeWidth,
    strokeEnabled: element.strokeWidth > 0,
    ...touch,
  };
  if (element.shape === 'ellipse') {
    return (
      <Ellipse
        x={element.width / 2}
        y={element.height / 2}
        radiusX={Math.max(0.5, element.width / 2 - inset)}
        radiusY={Math.max(0.5, element.height / 2 - inset)}
        {...paint}
      />
    );
  }
  return (
    <Rect
      x={inset}
      y={inset}
      width={Math.max(1, element.width - element.strokeWidth)}
      height={Math.max(1, element.height - element.strokeWidth)}
      cornerRadius={element.cornerRadius}
      {...paint}
    />
  );
}

function ImageContent({ element, touch }: { element: TDesignImage; touch: TTouchProps }) {
  const { image, isFailed } = useElementPicture(element.src);
  if (!image) {
    return isFailed ? (
      <Rect
        width={element.width}
        height={element.height}
        fill={MISSING_PICTURE}
        cornerRadius={element.cornerRadius}
        {...touch}
      />
    ) : null;
  }
  const { crop, frame } = imagePlacement(
    { width: image.naturalWidth, height: image.naturalHeight },
    { width: element.width, height: element.height },
    element.fit,
  );
  return <Image image={image} crop={crop} {...frame} cornerRadius={element.cornerRadius} {...touch} />;
}

function QrContent({ element, touch }: { element: TDesignQr; touch: TTouchProps }) {
  const side = Math.min(element.width, element.height);
  const { image } = useQrPicture(element.value, element.colour, element.background, side);
  return (
    <>
      <Rect width={element.width} height={element.height} fill={element.background} {...touch} />
      {image ? (
        <Image
          image={image}
          x={(element.width - side) / 2}
          y={(element.height - side) / 2}
          width={side}
          height={side}
          {...touch}
        />
      ) : null}
    </>
  );
}

export type TElementNodeProps = {
  element: TDesignElement;
  /** Grows when new font pieces arrived: the text is built again, so Konva measures it with them. */
  fontVersion: number;
  isSelected: boolean;
  isTouch: boolean;
  registerNode: (id: string, node: Konva.Group | null) => void;
  onSelect: (id: string) => void;
  onEditText: (id: string) => void;
  onMove: (id: string, x: number, y: number) => void;
  /** The box after a resize or rotation; `fontScale` is the corner drag's scale (1 for a side drag). */
  onTransformed: (id: string, box: TBox, fontScale: number) => void;
};

const setCursor = (event: Konva.KonvaEventObject<MouseEvent>, cursor: string) => {
  const container = event.target.getStage()?.container();
  if (container) container.style.cursor = cursor;
};

export function ElementNode(props: TElementNodeProps) {
  const { element, isSelected, isTouch } = props;
  const touch = { preventDefault: isSelected || !isTouch };

  const handleTransformEnd = (event: Konva.KonvaEventObject<Event>) => {
    const node = event.target;
    const scaleX = Math.abs(node.scaleX());
    const scaleY = Math.abs(node.scaleY());
    node.scale({ x: 1, y: 1 });
    // A corner keeps the proportions (the transformer's keepRatio): both scales match, and a text's font follows.
    const isCorner = Math.abs(scaleX - scaleY) <= 0.01 * Math.max(scaleX, scaleY);
    props.onTransformed(
      element.id,
      {
        x: node.x(),
        y: node.y(),
        width: element.width * scaleX,
        height: element.height * scaleY,
        rotation: node.rotation(),
      },
      isCorner ? scaleY : 1,
    );
  };

  const handleEdit = () => {
    if (element.type === 'text') props.onEditText(element.id);
  };

  // Two taps in a row are told apart here: Konva's own dbltap does not come when the first tap selected the element
  // (the selection re-renders the node between the taps).
  const lastTapAt = useRef(0);
  const handleTap = () => {
    const now = Date.now();
    if (now - lastTapAt.current < DOUBLE_TAP_MS) handleEdit();
    lastTapAt.current = now;
    props.onSelect(element.id);
  };

  return (
    <Group
      id={element.id}
      ref={(node) => {
        props.registerNode(element.id, node);
        return () => props.registerNode(element.id, null);
      }}
      x={element.x}
      y={element.y}
      rotation={element.rotation}
      opacity={element.opacity}
      draggable={isSelected || !isTouch}
      dragDistance={isTouch ? 6 : 2}
      onMouseDown={() => props.onSelect(element.id)}
      onTap={handleTap}
      onDragStart={() => props.onSelect(element.id)}
      onDragEnd={(event) => props.onMove(element.id, event.target.x(), event.target.y())}
      onTransformEnd={handleTransformEnd}
      onDblClick={handleEdit}
      onMouseEnter={(event) => setCursor(event, 'move')}
      onMouseLeave={(event) => setCursor(event, '')}
    >
      {/* The whole box takes taps and drags, between a text's lines and around a contained picture too. */}
      <Rect width={element.width} height={element.height} fill="rgba(0,0,0,0)" {...touch} />
      {element.type === 'text' ? <TextContent key={props.fontVersion} element={element} touch={touch} /> : null}
      {element.type === 'shape' ? <ShapeContent element={element} touch={touch} /> : null}
      {element.type === 'image' ? <ImageContent element={element} touch={touch} /> : null}
      {element.type === 'qr' ? <QrContent element={element} touch={touch} /> : null}
    </Group>
  );
}
