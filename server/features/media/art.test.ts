import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { vendorSeeds } from '../../db/seed/vendors';
import { gameIconPng, vendorLogoPng } from './art';
import { hasGlyph, textSegments, textUnits } from './stroke-font';

/** Width, height and straight RGBA pixels of one of our PNGs (8-bit RGBA, any row filter). */
function decode(png: Buffer): { w: number; h: number; px: Uint8Array } {
  const w = png.readUInt32BE(16);
  const h = png.readUInt32BE(20);
  let o = 8;
  const idat: Buffer[] = [];
  while (o < png.length) {
    const len = png.readUInt32BE(o);
    if (png.subarray(o + 4, o + 8).toString('ascii') === 'IDAT') idat.push(png.subarray(o + 8, o + 8 + len));
    o += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = w * 4;
  const px = new Uint8Array(stride * h);
  for (let y = 0; y < h; y++) {
    const type = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= 4 ? px[y * stride + i - 4]! : 0;
      const b = y > 0 ? px[(y - 1) * stride + i]! : 0;
      const c = y > 0 && i >= 4 ? px[(y - 1) * stride + i - 4]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const pred = [0, a, b, (a + b) >> 1, paeth][type]!;
      px[y * stride + i] = (x + pred) & 0xff;
    }
  }
  return { w, h, px };
}

const at = (img: { w: number; px: Uint8Array }, x: number, y: number) => [
  ...img.px.subarray((y * img.w + x) * 4, (y * img.w + x) * 4 + 4),
];

describe('generated PNG artwork', () => {
  it('draws a 200 px game icon: transparent rounded corners, a coloured tile, white initials', () => {
    const img = decode(gameIconPng({ name: 'Mahjong Ways', vendor: 'PG', seed: 7 }));
    expect([img.w, img.h]).toEqual([200, 200]);
    expect(at(img, 0, 0)[3]).toBe(0);
    expect(at(img, 100, 30)[3]).toBe(255);
    // Some pixels of the initials' band are (nearly) white.
    let white = 0;
    for (let y = 80; y < 112; y++)
      for (let x = 60; x < 140; x++)
        if (
          at(img, x, y)
            .slice(0, 3)
            .every((v) => v > 240)
        )
          white++;
    expect(white).toBeGreaterThan(50);
  });

  it('gives different seeds different colours and is the same for the same game', () => {
    const a = gameIconPng({ name: 'A B', vendor: 'PG', seed: 1 });
    expect(gameIconPng({ name: 'A B', vendor: 'PG', seed: 1 }).equals(a)).toBe(true);
    expect(at(decode(a), 100, 20)).not.toEqual(
      at(decode(gameIconPng({ name: 'A B', vendor: 'PG', seed: 2 })), 100, 20),
    );
  });

  it('draws a 160 x 64 vendor logo in the vendor colour', () => {
    const img = decode(vendorLogoPng({ code: 'PG', color: '#F26B21' }));
    expect([img.w, img.h]).toEqual([160, 64]);
    expect(at(img, 10, 32)).toEqual([0xf2, 0x6b, 0x21, 255]);
  });
});

describe('stroke font', () => {
  it('has a glyph for every character of every seeded vendor code', () => {
    const missing = vendorSeeds.flatMap((v) => [...v.code].filter((ch) => !hasGlyph(ch)));
    expect(missing).toEqual([]);
  });

  it('centres the text and scales it to the cap height', () => {
    const segs = textSegments('HH', 100, 60, 30);
    const xs = segs.flatMap(([a, , c]) => [a, c]);
    const ys = segs.flatMap(([, b, , d]) => [b, d]);
    expect(Math.min(...ys)).toBeCloseTo(30);
    expect(Math.max(...ys)).toBeCloseTo(60);
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(100);
    expect(textUnits('HH')).toBe(10);
  });
});
