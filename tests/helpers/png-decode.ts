import { inflateSync } from 'node:zlib';

/**
 * A PNG reader for tests of our encoder (server/core/storage/png.ts) and artwork: written from the PNG
 * specification, independently of the encoder, for 8-bit RGBA images only.
 */

/** Undoes the row filters (PNG specification, section 9): straight RGBA bytes, row after row. */
export function unfilterRgba(raw: Uint8Array, w: number, h: number): Uint8Array {
  const len = w * 4;
  const out = new Uint8Array(len * h);
  for (let y = 0; y < h; y++) {
    const type = raw[y * (len + 1)]!;
    for (let i = 0; i < len; i++) {
      const x = raw[y * (len + 1) + 1 + i]!;
      const a = i >= 4 ? out[y * len + i - 4]! : 0;
      const b = y > 0 ? out[(y - 1) * len + i]! : 0;
      const c = y > 0 && i >= 4 ? out[(y - 1) * len + i - 4]! : 0;
      let pred = 0;
      if (type === 1) pred = a;
      else if (type === 2) pred = b;
      else if (type === 3) pred = Math.floor((a + b) / 2);
      else if (type === 4) {
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        pred = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[y * len + i] = (x + pred) & 0xff;
    }
  }
  return out;
}

/** Width, height and straight RGBA pixels of a PNG (all its IDAT chunks, any row filter). */
export function decodePng(png: Buffer): { w: number; h: number; px: Uint8Array } {
  const w = png.readUInt32BE(16);
  const h = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let o = 8; o < png.length;) {
    const len = png.readUInt32BE(o);
    if (png.subarray(o + 4, o + 8).toString('ascii') === 'IDAT') idat.push(png.subarray(o + 8, o + 8 + len));
    o += 12 + len;
  }
  return { w, h, px: unfilterRgba(inflateSync(Buffer.concat(idat)), w, h) };
}
