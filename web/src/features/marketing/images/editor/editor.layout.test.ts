import { describe, expect, it } from 'vitest';
import { cleanText, inkOn, nextElementId } from './editor.elements';
import { imagePlacement, isInside, keepInside, normalRotation } from './editor.layout';

describe('imagePlacement', () => {
  it('crops a wide picture to fill a square box, keeping its middle', () => {
    const { crop, frame } = imagePlacement({ width: 400, height: 200 }, { width: 100, height: 100 }, 'cover');
    expect(crop).toEqual({ x: 100, y: 0, width: 200, height: 200 });
    expect(frame).toEqual({ x: 0, y: 0, width: 100, height: 100 });
  });

  it('shows a wide picture whole in a square box, centred', () => {
    const { crop, frame } = imagePlacement({ width: 400, height: 200 }, { width: 100, height: 100 }, 'contain');
    expect(crop).toEqual({ x: 0, y: 0, width: 400, height: 200 });
    expect(frame).toEqual({ x: 0, y: 25, width: 100, height: 50 });
  });
});

describe('box geometry', () => {
  it('folds rotations into (-180, 180]', () => {
    expect([0, 90, 180, 270, -90, -180, 360, 450, -450].map(normalRotation)).toEqual([
      0, 90, 180, -90, -90, 180, 0, 90, -90,
    ]);
  });

  it('moves a box back onto the design, shrinking it when it is larger', () => {
    const size = { width: 1000, height: 500 };
    const moved = keepInside({ x: 900, y: -50, width: 200, height: 100, rotation: 0 }, size);
    expect(moved.scale).toBe(1);
    expect(moved.box).toMatchObject({ x: 800, y: 0 });
    const shrunk = keepInside({ x: 0, y: 0, width: 2000, height: 100, rotation: 45 }, size);
    expect(shrunk.scale).toBeLessThan(1);
    expect(isInside(shrunk.box, size)).toBe(true);
  });
});

describe('new elements', () => {
  it('picks readable ink for the background', () => {
    expect(inkOn('#ffffff')).toBe('#1f2937');
    expect(inkOn('#2d3a66')).toBe('#ffffff');
  });

  it('never cuts a character in half nor keeps a control character', () => {
    expect(cleanText('ab😀', 3)).toBe('ab');
    expect(cleanText('a\u0007b\nc')).toBe('ab\nc');
  });

  it('numbers ids after the elements there are, skipping taken ones', () => {
    const document = {
      version: 1 as const,
      size: 'square' as const,
      background: '#ffffff',
      elements: [{ id: 'e2' }, { id: 'x' }].map((partial) => ({
        type: 'shape' as const,
        x: 0,
        y: 0,
        width: 1,
        height: 1,
        rotation: 0,
        opacity: 1,
        shape: 'rect' as const,
        fill: '#000000',
        cornerRadius: 0,
        strokeWidth: 0,
        stroke: '#000000',
        ...partial,
      })),
    };
    expect(nextElementId(document)).toBe('e3');
  });
});
