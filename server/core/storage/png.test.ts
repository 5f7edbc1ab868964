import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { unfilterRgba } from '../../../tests/helpers/png-decode';
import { crc32, encodePng, PNG_SIGNATURE } from './png';

type Chunk = { type: string; data: Buffer; crcOk: boolean };

function chunks(png: Buffer): Chunk[] {
  const out: Chunk[] = [];
  let o = 8;
  while (o < png.length) {
    const len = png.readUInt32BE(o);
    const type = png.subarray(o + 4, o + 8).toString('ascii');
    const data = png.subarray(o + 8, o + 8 + len);
    const crc = png.readUInt32BE(o + 8 + len);
    out.push({ type, data, crcOk: crc === crc32(png.subarray(o + 4, o + 8 + len)) });
    o += 12 + len;
  }
  return out;
}

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });
});

describe('encodePng', () => {
  const width = 3;
  const height = 2;
  const rgba = Uint8Array.from({ length: width * height * 4 }, (_, i) => (i * 37) % 256);

  it('writes the signature, IHDR, IDAT and IEND with valid CRCs', () => {
    const png = encodePng(width, height, rgba);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const list = chunks(png);
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(list.every((c) => c.crcOk)).toBe(true);
    const ihdr = list[0]!.data;
    expect(ihdr.readUInt32BE(0)).toBe(width);
    expect(ihdr.readUInt32BE(4)).toBe(height);
    expect([...ihdr.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
  });

  it('stores every row behind a "none" filter byte, pixels unchanged', () => {
    const idat = chunks(encodePng(width, height, rgba))[1]!.data;
    const raw = inflateSync(idat);
    expect(raw.length).toBe(height * (width * 4 + 1));
    for (let y = 0; y < height; y++) {
      const row = raw.subarray(y * (width * 4 + 1), (y + 1) * (width * 4 + 1));
      expect(row[0]).toBe(0);
      expect([...row.subarray(1)]).toEqual([...rgba.subarray(y * width * 4, (y + 1) * width * 4)]);
    }
  });

  it('filters rows adaptively and a decoder gets the same pixels back, smaller for a gradient', () => {
    const w = 64;
    const h = 48;
    const gradient = new Uint8Array(w * h * 4);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) gradient.set([x * 4, y * 5, 128, 255 - x], (y * w + x) * 4);
    const png = encodePng(w, h, gradient, 9, 'adaptive');
    expect([...unfilterRgba(inflateSync(chunks(png)[1]!.data), w, h)]).toEqual([...gradient]);
    const types = new Set(rowTypes(inflateSync(chunks(png)[1]!.data), w, h));
    expect([...types].some((t) => t !== 0)).toBe(true);
    expect(png.length).toBeLessThan(encodePng(w, h, gradient).length);
  });

  it('handles a non-square image taken from a larger buffer view', () => {
    const backing = new Uint8Array(100);
    const view = backing.subarray(4, 4 + 4 * 5 * 1);
    view.fill(200);
    const raw = inflateSync(chunks(encodePng(5, 1, view))[1]!.data);
    expect([...raw.subarray(1)]).toEqual(new Array(20).fill(200));
  });

  it('refuses a wrong buffer size or an empty image', () => {
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow(RangeError);
    expect(() => encodePng(0, 2, new Uint8Array(0))).toThrow(RangeError);
  });
});

function rowTypes(raw: Buffer, w: number, h: number): number[] {
  return Array.from({ length: h }, (_, y) => raw[y * (w * 4 + 1)]!);
}
