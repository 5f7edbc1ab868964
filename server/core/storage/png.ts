import { deflateSync } from 'node:zlib';

/**
 * A minimal PNG encoder (8-bit RGBA, filter "none", zlib from node:zlib): enough for generated
 * icons and captcha images without any native image library.
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (ISO 3309, as PNG chunks use). */
export function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * PNG row filters (PNG specification, section 9): 'none' stores pixels as they are; 'adaptive' picks, per row,
 * the filter (None, Sub, Up, Average, Paeth) whose output has the smallest sum of absolute
 * values, the usual heuristic: gradients then compress to a fraction of their size.
 */
export type PngFilter = 'none' | 'adaptive';

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Row `y` of `rgba` filtered with filter type `type` (0-4) into `out` (without the type byte). */
function filterRow(rgba: Uint8Array, width: number, y: number, type: number, out: Uint8Array): void {
  const bpp = 4;
  const len = width * bpp;
  const row = y * len;
  const prev = row - len;
  for (let i = 0; i < len; i++) {
    const x = rgba[row + i]!;
    const a = i >= bpp ? rgba[row + i - bpp]! : 0;
    const b = y > 0 ? rgba[prev + i]! : 0;
    const c = y > 0 && i >= bpp ? rgba[prev + i - bpp]! : 0;
    const predicted =
      type === 1 ? a : type === 2 ? b : type === 3 ? (a + b) >> 1 : type === 4 ? paeth(a, b, c) : 0;
    out[i] = (x - predicted) & 0xff;
  }
}

/** `rgba` holds width x height pixels, 4 bytes each, rows top to bottom, un-premultiplied. */
export function encodePng(
  width: number,
  height: number,
  rgba: Uint8Array,
  level = 9,
  filter: PngFilter = 'none',
): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new RangeError(`bad PNG size ${width}x${height}`);
  if (rgba.length !== width * height * 4)
    throw new RangeError(`expected ${width * height * 4} bytes of RGBA, got ${rgba.length}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  // bytes 10-12: compression 0, filter method 0, no interlace
  const stride = width * 4 + 1;
  const rows = Buffer.alloc(height * stride);
  const candidate = new Uint8Array(width * 4);
  for (let y = 0; y < height; y++) {
    if (filter === 'none') {
      rows[y * stride] = 0;
      rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * stride + 1);
      continue;
    }
    let bestType = 0;
    let bestCost = Infinity;
    for (let type = 0; type <= 4; type++) {
      filterRow(rgba, width, y, type, candidate);
      let cost = 0;
      for (const v of candidate) cost += v < 128 ? v : 256 - v;
      if (cost < bestCost) {
        bestCost = cost;
        bestType = type;
      }
    }
    filterRow(rgba, width, y, bestType, candidate);
    rows[y * stride] = bestType;
    rows.set(candidate, y * stride + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
