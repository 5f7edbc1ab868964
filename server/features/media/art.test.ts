import { describe, expect, it } from 'vitest';
import { decodePng as decode } from '../../../tests/helpers/png-decode';
import { vendorSeeds } from '../../seed/vendors';
import { gameIconPng, vendorLogoPng } from './art';
import { hasGlyph, textSegments, textUnits } from './stroke-font';

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
