import { describe, expect, it } from 'vitest';
import { canvasOf, charWidth, fitText, oneLine, stack, textBlock, textWidth, wrapLines } from './templates.layout';

describe('text measure', () => {
  it('counts a Chinese character as wide as the font is high, Latin narrower, bold a little wider', () => {
    expect(charWidth('洗')).toBe(1);
    expect(charWidth('a')).toBeLessThan(0.7);
    expect(charWidth('i')).toBeLessThan(charWidth('a'));
    expect(charWidth('W')).toBeGreaterThan(charWidth('a'));
    expect(charWidth('a', true)).toBeGreaterThan(charWidth('a'));
    expect(textWidth('洗发', 100)).toBe(200);
  });

  it('wraps at spaces, cuts a word longer than the line, and keeps line breaks', () => {
    expect(wrapLines('Top up and save', 10_000, 50)).toEqual(['Top up and save']);
    const lines = wrapLines('Top up and save', textWidth('Top up and', 50), 50);
    expect(lines).toEqual(['Top up and', 'save']);
    expect(wrapLines('Supercalifragilistic', textWidth('Supercali', 40), 40)).toEqual(['Supercali', 'fragilisti', 'c']);
    expect(wrapLines('Mon 9–19\nSun closed', 10_000, 40)).toEqual(['Mon 9–19', 'Sun closed']);
  });

  it('breaks Chinese between any two characters', () => {
    expect(wrapLines('节假日营业时间', 300, 100)).toEqual(['节假日', '营业时', '间']);
  });
});

describe('fitText', () => {
  it('keeps the preferred size when the text fits its lines', () => {
    expect(fitText('Gift card', 1000, { fontSize: 60, maxLines: 1 })).toEqual({
      text: 'Gift card',
      fontSize: 60,
      lines: 1,
    });
  });

  it('shrinks the font until the text fits its lines', () => {
    const width = textWidth('Bella Vista Hair', 60);
    const fitted = fitText('Bella Vista Hair & Beauty', width, { fontSize: 60, maxLines: 1 });
    expect(fitted.fontSize).toBeLessThan(60);
    expect(fitted.fontSize).toBeGreaterThanOrEqual(36);
    expect(fitted.lines).toBe(1);
    expect(fitted.text).toBe('Bella Vista Hair & Beauty');
  });

  it('cuts a text too long even at the smallest size, with an ellipsis, never past its lines', () => {
    const long = 'Via Giuseppe Garibaldi '.repeat(20);
    const fitted = fitText(long, 400, { fontSize: 30, minFontSize: 20, maxLines: 2 });
    expect(fitted.fontSize).toBe(20);
    expect(fitted.text.endsWith('…')).toBe(true);
    expect(wrapLines(fitted.text, 400, 20).length).toBeLessThanOrEqual(2);
  });

  it('stays within the contract’s font sizes', () => {
    expect(fitText('x', 100, { fontSize: 2 }).fontSize).toBe(8);
    expect(fitText('x', 100_000, { fontSize: 900 }).fontSize).toBe(600);
  });
});

describe('stack', () => {
  const region = { x: 100, y: 200, width: 800, height: 600 };

  it('lays blocks one under the other, skipping those that are missing', () => {
    const result = stack(
      region,
      [
        textBlock('a', 'First', 50, { colour: '#000000', maxLines: 1 }),
        false,
        '',
        null,
        textBlock('b', 'Second', 30, { colour: '#000000', maxLines: 1, gapBefore: 20 }),
      ],
      { align: 'left', valign: 'top' },
    );
    expect(result.elements.map((element) => element.id)).toEqual(['a', 'b']);
    const [first, second] = result.elements;
    expect(first.y).toBe(200);
    expect(second.y).toBe(first.y + first.height + 20);
    expect(result.bottom).toBe(second.y + second.height);
  });

  it('centres or bottom-aligns the column in its region', () => {
    const block = textBlock('a', 'One line', 50, { colour: '#000000', maxLines: 1 });
    const centred = stack(region, [block], { valign: 'center' });
    expect(centred.top - region.y).toBeCloseTo(region.y + region.height - centred.bottom, 5);
    const bottom = stack(region, [block], { valign: 'bottom' });
    expect(bottom.bottom).toBe(region.y + region.height);
  });

  it('shrinks every block together when they do not fit the region', () => {
    const blocks = [
      textBlock('title', 'A large title', 200, { colour: '#000000', maxLines: 1 }),
      { kind: 'box' as const, width: 300, height: 300, draw: () => [] },
      textBlock('sub', 'And a line under it', 80, { colour: '#000000', maxLines: 1, gapBefore: 40 }),
    ];
    const result = stack({ ...region, height: 300 }, blocks, { valign: 'top' });
    expect(result.bottom - result.top).toBeLessThanOrEqual(300);
    const [title, sub] = result.elements;
    expect(title.type === 'text' && sub.type === 'text' && title.fontSize > sub.fontSize).toBe(true);
  });

  it('grows blocks into spare room only when asked', () => {
    const block = textBlock('a', 'Hi', 50, { colour: '#000000', maxLines: 1 });
    const [plain] = stack(region, [block]).elements;
    const [grown] = stack(region, [block], { grow: 1.3 }).elements;
    expect(plain.type === 'text' && plain.fontSize).toBe(50);
    expect(grown.type === 'text' && grown.fontSize).toBe(65);
  });

  it('answers the region’s edge for an empty column', () => {
    expect(stack(region, [null], { valign: 'bottom' })).toEqual({ elements: [], top: 800, bottom: 800 });
  });
});

describe('canvasOf and oneLine', () => {
  it('scales fonts with the short side: the A4 is about 2.3 squares', () => {
    expect(canvasOf('square').unit).toBe(1);
    expect(canvasOf('a4').unit).toBeCloseTo(2.3, 1);
    expect(canvasOf('landscape').isLandscape).toBe(true);
    expect(canvasOf('story').isTall).toBe(true);
  });

  it('puts a shop’s text on one clean line', () => {
    expect(oneLine('  Via Roma 12\n20121\tMilano \u0007 ')).toBe('Via Roma 12 20121 Milano');
    expect(oneLine(null)).toBe('');
  });
});
