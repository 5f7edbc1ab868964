import { describe, expect, it } from 'vitest';
import { encodeQr, errorCorrection, qrPath } from './qr';

/** The 15 format bits as written around the top-left finder (bits 0-7 down column 8, then along row 8). */
function formatBits(q: ReturnType<typeof encodeQr>): number {
  let bits = 0;
  const at = (i: number, dark: boolean) => (bits |= (dark ? 1 : 0) << i);
  for (let i = 0; i <= 5; i++) at(i, q.dark(8, i));
  at(6, q.dark(8, 7));
  at(7, q.dark(8, 8));
  at(8, q.dark(7, 8));
  for (let i = 9; i < 15; i++) at(i, q.dark(14 - i, 8));
  return bits;
}

describe('QR encoder', () => {
  it('computes Reed-Solomon codewords as the standard’s worked example (HELLO WORLD, 1-M)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(errorCorrection(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('picks the smallest version that holds the text and draws the three finder patterns', () => {
    expect(encodeQr('hi').size).toBe(21);
    const link = encodeQr('https://lobby.example.vn/register?referralCode=RABCDEFGH');
    expect(link.size).toBe(33); // version 4
    // The standard's byte-mode capacities at level M: 14 (v1), 62 (v4), 213 (v10).
    for (const [bytes, size] of <[number, number][]>[
      [14, 21],
      [15, 25],
      [62, 33],
      [63, 37],
      [213, 57],
    ])
      expect(encodeQr('x'.repeat(bytes)).size, `${bytes} bytes`).toBe(size);
    for (const [ox, oy] of <[number, number][]>[
      [0, 0],
      [link.size - 7, 0],
      [0, link.size - 7],
    ])
      for (let d = 0; d < 7; d++) {
        expect(link.dark(ox + d, oy)).toBe(true);
        expect(link.dark(ox, oy + d)).toBe(true);
      }
    expect(link.dark(8, link.size - 8)).toBe(true); // the dark module
    expect(() => encodeQr('x'.repeat(214))).toThrow();
  });

  it('writes format bits of level M with a valid mask, the same in both copies', () => {
    const q = encodeQr('https://lobby.example.vn/register?referralCode=RABCDEFGH');
    const raw = formatBits(q) ^ 0x5412;
    expect(raw >>> 13).toBe(0); // level M
    const mask = (raw >>> 10) & 7;
    let rem = mask;
    for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
    expect(raw & 0x3ff).toBe(rem & 0x3ff);
    let second = 0;
    for (let i = 0; i < 8; i++) second |= (q.dark(q.size - 1 - i, 8) ? 1 : 0) << i;
    for (let i = 8; i < 15; i++) second |= (q.dark(8, q.size - 15 + i) ? 1 : 0) << i;
    expect(second).toBe(formatBits(q));
  });

  it('draws one square per dark module', () => {
    const q = encodeQr('R2345678A');
    let dark = 0;
    for (let y = 0; y < q.size; y++) for (let x = 0; x < q.size; x++) if (q.dark(x, y)) dark++;
    expect(qrPath(q).split('z').length - 1).toBe(dark);
  });

  it('reads back: modules outside the standard’s function patterns, unmasked, de-interleaved, give the text and its error correction', () => {
    // Alignment centres of versions 2-10 (the standard's table, not the encoder's formula).
    const ALIGN: Record<number, number[]> = {
      2: [6, 18],
      3: [6, 22],
      4: [6, 26],
      5: [6, 30],
      6: [6, 34],
      7: [6, 22, 38],
      8: [6, 24, 42],
      9: [6, 26, 46],
      10: [6, 28, 50],
    };
    const BLOCKS: Record<number, [number, number]> = { 4: [2, 18], 7: [4, 18], 10: [5, 26] };
    const MASKS = [
      (x: number, y: number) => (x + y) % 2 === 0,
      (_: number, y: number) => y % 2 === 0,
      (x: number) => x % 3 === 0,
      (x: number, y: number) => (x + y) % 3 === 0,
      (x: number, y: number) => (Math.floor(y / 2) + Math.floor(x / 3)) % 2 === 0,
      (x: number, y: number) => ((x * y) % 2) + ((x * y) % 3) === 0,
      (x: number, y: number) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
      (x: number, y: number) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
    ];
    for (const text of [
      'https://lobby.example.vn/register?referralCode=RABCDEFGH',
      'y'.repeat(120),
      'Đ'.repeat(100),
    ]) {
      const q = encodeQr(text);
      const ver = (q.size - 17) / 4;
      const { size } = q;
      const fn = (x: number, y: number) => {
        if ((x <= 8 && y <= 8) || (x >= size - 8 && y <= 8) || (x <= 8 && y >= size - 8)) return true;
        if (x === 6 || y === 6) return true;
        if (
          ver >= 7 &&
          ((x >= size - 11 && x <= size - 9 && y <= 5) || (y >= size - 11 && y <= size - 9 && x <= 5))
        )
          return true;
        const a = ALIGN[ver] ?? [];
        return a.some((cx, i) =>
          a.some((cy, j) => {
            const corner =
              (i === 0 && j === 0) || (i === 0 && j === a.length - 1) || (i === a.length - 1 && j === 0);
            return !corner && Math.abs(x - cx) <= 2 && Math.abs(y - cy) <= 2;
          }),
        );
      };
      const mask = ((formatBits(q) ^ 0x5412) >>> 10) & 7;
      const bits: number[] = [];
      for (let right = size - 1; right >= 1; right -= 2) {
        if (right === 6) right = 5;
        for (let v = 0; v < size; v++)
          for (const x of [right, right - 1]) {
            const y = ((right + 1) & 2) === 0 ? size - 1 - v : v;
            if (!fn(x, y)) bits.push(q.dark(x, y) !== MASKS[mask]!(x, y) ? 1 : 0);
          }
      }
      const bytes: number[] = [];
      for (let i = 0; i + 8 <= bits.length; i += 8)
        bytes.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
      expect(BLOCKS[ver], `a version with a known block layout (${ver})`).toBeDefined();
      const [n, ecc] = BLOCKS[ver]!;
      const total = bytes.length;
      const shortLen = Math.floor(total / n);
      const short = n - (total % n);
      const dataLens = Array.from({ length: n }, (_, i) => shortLen - ecc + (i < short ? 0 : 1));
      const blocks: number[][] = dataLens.map(() => []);
      let k = 0;
      for (let i = 0; i < Math.max(...dataLens); i++)
        for (let b = 0; b < n; b++) if (i < dataLens[b]!) blocks[b]!.push(bytes[k++]!);
      const eccs: number[][] = dataLens.map(() => []);
      for (let i = 0; i < ecc; i++) for (let b = 0; b < n; b++) eccs[b]!.push(bytes[k++]!);
      blocks.forEach((d, b) => expect(eccs[b]).toEqual(errorCorrection(d, ecc)));
      const data = blocks.flat();
      const encoded = new TextEncoder().encode(text);
      expect(data[0]! >>> 4).toBe(0b0100);
      const countBits = ver <= 9 ? 8 : 16;
      const stream = data.flatMap((b) => Array.from({ length: 8 }, (_, i) => (b >>> (7 - i)) & 1));
      const read = (from: number, len: number) =>
        stream.slice(from, from + len).reduce((a, b) => (a << 1) | b, 0);
      expect(read(4, countBits)).toBe(encoded.length);
      const payload = Array.from(encoded, (_, i) => read(4 + countBits + i * 8, 8));
      expect(new TextDecoder().decode(new Uint8Array(payload))).toBe(text);
    }
  });
});
