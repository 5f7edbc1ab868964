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
});
