import { randomInt } from 'node:crypto';
import jpeg from 'jpeg-js';

/** 5×7 glyphs of the digits, one string of 5 bits a row. */
const GLYPHS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const CAPTCHA_LENGTH = 4;

/** A random captcha answer. */
export const newCaptchaText = () => Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(0, 10))).join('');

/** Draws the answer as a noisy JPEG image: jittered, slanted digits over dots and lines. */
export function renderCaptcha(text: string): Buffer {
  const width = 120;
  const height = 40;
  const data = Buffer.alloc(width * height * 4);
  const put = (x: number, y: number, [r, g, b]: number[]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (Math.floor(y) * width + Math.floor(x)) * 4;
    data[i] = r;
    data[i + 1] = g;
    data[i + 2] = b;
    data[i + 3] = 255;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) put(x, y, [235 + randomInt(20), 240, 235 + randomInt(20)]);
  for (let n = 0; n < 250; n++)
    put(randomInt(width), randomInt(height), [randomInt(200), randomInt(200), randomInt(200)]);
  [...text].forEach((ch, index) => {
    const colour = [randomInt(140), randomInt(140), randomInt(140)];
    const scale = 3 + randomInt(2) * 0.5;
    const left = 8 + index * 27 + randomInt(5);
    const top = 4 + randomInt(8);
    const slant = (randomInt(7) - 3) / 10;
    GLYPHS[ch].forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const y = top + gy * scale + dy;
            put(left + gx * scale + dx + (y - height / 2) * slant, y, colour);
          }
        }
      });
    });
  });
  for (let line = 0; line < 4; line++) {
    const colour = [randomInt(180), randomInt(180), randomInt(180)];
    let y = randomInt(height);
    const drift = (randomInt(9) - 4) / 10;
    for (let x = 0; x < width; x++) {
      put(x, y, colour);
      y = Math.min(height - 1, Math.max(0, y + drift));
    }
  }
  return jpeg.encode({ data, width, height }, 80).data;
}
