import Konva from 'konva';
import type { TDesignText } from '../../../../../../contract/marketing-images';
import { DESIGN_FONT_FAMILY } from './canvas-assets';

/** How Konva draws a text element: the canvas and the measure below must agree, so both take it from here. */
export function textAttributes(element: TDesignText) {
  const style = [element.fontStyle === 'italic' ? 'italic' : '', element.fontWeight === 'bold' ? 'bold' : '']
    .filter(Boolean)
    .join(' ');
  return {
    text: element.text,
    width: element.width,
    fontSize: element.fontSize,
    fontFamily: DESIGN_FONT_FAMILY,
    fontStyle: style || 'normal',
    align: element.align,
    lineHeight: element.lineHeight,
    wrap: 'word',
  } as const;
}

/** The height a text element needs to show every line of its text at its width (Konva stops at a fixed height). */
export function neededTextHeight(element: TDesignText): number {
  const probe = new Konva.Text(textAttributes(element));
  const height = probe.height();
  probe.destroy();
  return Math.ceil(height);
}

/** The element's box grown, never shrunk, to its text: a longer text or a larger font adds lines. */
export function withTextFitted(element: TDesignText): TDesignText {
  const needed = neededTextHeight(element);
  return needed > element.height ? { ...element, height: needed } : element;
}
