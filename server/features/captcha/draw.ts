import { randomInt } from 'node:crypto';
import { encodePng } from '../../core/storage/png';

/**
 * Captcha artwork: digits from a 5x7 bitmap font, each scaled, sheared and nudged at random, over
 * a noisy background crossed by random lines. Drawn pixel by pixel into RGBA and encoded by our
 * own PNG encoder: no canvas, no native module.
 */

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

// Rows top to bottom, 5 bits each (bit 4 is the leftmost column).
const FONT: Record<string, readonly number[]> = {
  '0': [0x0e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e],
  '1': [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e],
  '2': [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
  '3': [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
  '4': [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
  '5': [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
  '6': [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
  '7': [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
  '8': [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
  '9': [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
};

/** Random integer in [min, max]; crypto-backed so the picture gives no hint of the next answer. */
export type Random = (min: number, max: number) => number;
const cryptoRandom: Random = (min, max) => randomInt(min, max + 1);

type Rgb = [number, number, number];

class Canvas {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }

  set(x: number, y: number, [r, g, b]: Rgb) {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    const o = (py * this.width + px) * 4;
    this.data[o] = r;
    this.data[o + 1] = g;
    this.data[o + 2] = b;
    this.data[o + 3] = 255;
  }

  /** Bresenham, with a square pen of `thickness` pixels. */
  line(x0: number, y0: number, x1: number, y1: number, color: Rgb, thickness = 1) {
    let x = x0;
    let y = y0;
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    let err = dx + dy;
    for (;;) {
      for (let i = 0; i < thickness; i++) for (let j = 0; j < thickness; j++) this.set(x + i, y + j, color);
      if (x === x1 && y === y1) return;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y += sy;
      }
    }
  }
}

/** The RGBA pixels of a captcha showing `text` (digits only). */
export function drawCaptcha(text: string, random: Random = cryptoRandom): Uint8Array {
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  // Light, slightly mottled background.
  for (let y = 0; y < CAPTCHA_HEIGHT; y++)
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const v = random(228, 250);
      canvas.set(x, y, [v, v - random(0, 8), v - random(0, 14)]);
    }
  // Noise lines behind the digits.
  for (let i = 0; i < 4; i++) lineAcross(canvas, random, randomColor(random, 120, 200), 1);

  const cell = CAPTCHA_WIDTH / (text.length + 1);
  [...text].forEach((ch, i) => {
    const glyph = FONT[ch];
    if (!glyph) throw new Error('captcha text must be digits');
    const scale = random(30, 38) / 10; // 3.0-3.8 px per font pixel
    const shear = random(-35, 35) / 100;
    const left = Math.round(cell * (i + 0.5) + random(-3, 3));
    const top = Math.round((CAPTCHA_HEIGHT - 7 * scale) / 2 + random(-3, 3));
    const color = randomColor(random, 20, 110);
    for (let row = 0; row < 7; row++)
      for (let col = 0; col < 5; col++) {
        if (!((glyph[row]! >> (4 - col)) & 1)) continue;
        // Fill the scaled font pixel, sheared about the glyph's middle row.
        for (let sy = 0; sy < scale; sy++)
          for (let sx = 0; sx < scale; sx++) {
            const y = top + row * scale + sy;
            const x = left + col * scale + sx + shear * (y - (top + 3.5 * scale));
            canvas.set(x, y, color);
          }
      }
  });

  // Lines and speckles over the digits.
  for (let i = 0; i < 3; i++) lineAcross(canvas, random, randomColor(random, 40, 160), random(1, 2));
  for (let i = 0; i < 120; i++)
    canvas.set(random(0, CAPTCHA_WIDTH - 1), random(0, CAPTCHA_HEIGHT - 1), randomColor(random, 30, 200));
  return canvas.data;
}

function randomColor(random: Random, min: number, max: number): Rgb {
  return [random(min, max), random(min, max), random(min, max)];
}

function lineAcross(canvas: Canvas, random: Random, color: Rgb, thickness: number) {
  canvas.line(
    random(0, 15),
    random(0, CAPTCHA_HEIGHT - 1),
    random(CAPTCHA_WIDTH - 16, CAPTCHA_WIDTH - 1),
    random(0, CAPTCHA_HEIGHT - 1),
    color,
    thickness,
  );
}

/** `data:image/png;base64,...` of a captcha showing `text`. */
export function captchaDataUrl(text: string, random?: Random): string {
  const png = encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, drawCaptcha(text, random), 6);
  return `data:image/png;base64,${png.toString('base64')}`;
}
