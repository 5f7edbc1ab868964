/**
 * A tiny stroke font for generated artwork: capitals, digits and a few signs drawn as polylines
 * on a 4 x 6 grid (y down). The server draws PNG art without any font file or native library;
 * letters are strokes with round ends, so they scale to any size and stay bold and legible.
 */
type Point = [number, number];
type Polyline = Point[];

const O: Polyline = [
  [1, 0],
  [3, 0],
  [4, 1],
  [4, 5],
  [3, 6],
  [1, 6],
  [0, 5],
  [0, 1],
  [1, 0],
];
const P: Polyline = [
  [0, 6],
  [0, 0],
  [3, 0],
  [4, 1],
  [4, 2],
  [3, 3],
  [0, 3],
];

// prettier-ignore
const glyphs: Record<string, Polyline[]> = {
  A: [[[0, 6], [0, 2], [2, 0], [4, 2], [4, 6]], [[0, 3.5], [4, 3.5]]],
  B: [[[0, 3], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3], [0, 6], [3, 6], [4, 5], [4, 4], [3, 3]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  D: [[[0, 0], [0, 6], [2.5, 6], [4, 4.5], [4, 1.5], [2.5, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  G: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 3], [2, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  I: [[[1, 0], [3, 0]], [[2, 0], [2, 6]], [[1, 6], [3, 6]]],
  J: [[[4, 0], [4, 5], [3, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 4]], [[1.5, 2.5], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  O: [O],
  P: [P],
  Q: [O, [[2.5, 4.5], [4, 6]]],
  R: [P, [[2, 3], [4, 6]]],
  S: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 2], [1, 3], [3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 3], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  Z: [[[0, 0], [4, 0], [0, 6], [4, 6]]],
  '0': [O, [[3.4, 1], [0.6, 5]]],
  '1': [[[1, 1], [2, 0], [2, 6]], [[1, 6], [3, 6]]],
  '2': [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [0, 6], [4, 6]]],
  '3': [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1.5, 3]], [[3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '5': [[[4, 0], [0, 0], [0, 3], [3, 3], [4, 4], [4, 5], [3, 6], [0, 6]]],
  '6': [[[3.5, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]]],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
  '8': [[[1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1, 3], [0, 4], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3]]],
  '9': [[[4, 3], [1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [0.5, 6]]],
  _: [[[0, 6], [4, 6]]],
  '-': [[[1, 3], [3, 3]]],
  '.': [[[2, 6], [2, 6]]],
  '&': [[[4, 6], [1, 2], [1, 1], [2, 0], [3, 1], [3, 2], [0, 4.5], [0, 5], [1, 6], [2.5, 6], [4, 4]]],
};

/** Grid units from one letter's start to the next one's. */
const advance = 6;

export type Segment = [number, number, number, number];

/** Width in grid units of `text` (unknown characters, spaces included, take one letter's room). */
export function textUnits(text: string): number {
  return text.length === 0 ? 0 : text.length * advance - (advance - 4);
}

/**
 * The strokes of `text` (upper-cased) as segments in pixels: the cap height is `size`, the text
 * is centred on `cx` with its baseline at `baseline`.
 */
export function textSegments(text: string, cx: number, baseline: number, size: number): Segment[] {
  const unit = size / 6;
  const upper = text.toUpperCase();
  const left = cx - (textUnits(upper) * unit) / 2;
  const top = baseline - size;
  const out: Segment[] = [];
  [...upper].forEach((ch, i) => {
    for (const line of glyphs[ch] ?? []) {
      for (let k = 0; k < line.length - 1; k++) {
        const [x1, y1] = line[k]!;
        const [x2, y2] = line[Math.min(k + 1, line.length - 1)]!;
        const ox = left + i * advance * unit;
        out.push([ox + x1 * unit, top + y1 * unit, ox + x2 * unit, top + y2 * unit]);
      }
      if (line.length === 1) {
        const [x, y] = line[0]!;
        const ox = left + i * advance * unit;
        out.push([ox + x * unit, top + y * unit, ox + x * unit, top + y * unit]);
      }
    }
  });
  return out;
}

export const hasGlyph = (ch: string): boolean => ch.toUpperCase() in glyphs;
