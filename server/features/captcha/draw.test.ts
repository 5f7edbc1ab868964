import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaDataUrl, drawCaptcha, type Random } from './draw';

/** A deterministic generator for repeatable pictures. */
function seeded(seed: number): Random {
  let s = seed >>> 0;
  return (min, max) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return min + (s % (max - min + 1));
  };
}

const darkPixels = (rgba: Uint8Array) => {
  let n = 0;
  for (let i = 0; i < rgba.length; i += 4) if (rgba[i]! + rgba[i + 1]! + rgba[i + 2]! < 3 * 120) n++;
  return n;
};

describe('drawCaptcha', () => {
  it('fills every pixel opaque', () => {
    const rgba = drawCaptcha('1234', seeded(1));
    expect(rgba.length).toBe(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 4);
    for (let i = 3; i < rgba.length; i += 4) expect(rgba[i]).toBe(255);
  });

  it('draws the digits as dark strokes over a light background', () => {
    const blank = drawCaptcha('', seeded(2));
    const digits = drawCaptcha('8888', seeded(2));
    expect(darkPixels(digits)).toBeGreaterThan(darkPixels(blank) + 400);
  });

  it('differs between pictures of the same answer (randomised placement and noise)', () => {
    const a = drawCaptcha('4321', seeded(3));
    const b = drawCaptcha('4321', seeded(4));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });

  it('refuses anything but digits', () => {
    expect(() => drawCaptcha('12a4', seeded(5))).toThrow();
  });
});

describe('captchaDataUrl', () => {
  it('is a base64 PNG data URL of the captcha size', () => {
    const url = captchaDataUrl('0579');
    expect(url).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const png = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    expect(png.readUInt32BE(16)).toBe(CAPTCHA_WIDTH);
    expect(png.readUInt32BE(20)).toBe(CAPTCHA_HEIGHT);
    // IDAT follows IHDR (8 + 25 bytes); it inflates to height rows of 1 + 4 * width bytes.
    const idatLen = png.readUInt32BE(33);
    const raw = inflateSync(png.subarray(41, 41 + idatLen));
    expect(raw.length).toBe(CAPTCHA_HEIGHT * (CAPTCHA_WIDTH * 4 + 1));
  });
});
