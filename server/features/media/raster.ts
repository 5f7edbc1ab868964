import { encodePng } from '../../core/storage/png';
import type { Segment } from './stroke-font';

/**
 * A small anti-aliased rasteriser for generated artwork: every shape is a signed distance
 * function (negative inside), and a pixel's coverage is how far its centre is inside the edge,
 * clamped to one pixel. Colours are composited premultiplied, source over.
 */
export type Rgb = [number, number, number];
export type Sdf = (x: number, y: number) => number;
type Box = [number, number, number, number];

export class Raster {
  private readonly px: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.px = new Float32Array(width * height * 4);
  }

  /** Paints `colour(x, y)` at `alpha` wherever `sdf` is inside, within the pixel box `box`. */
  fill(sdf: Sdf, colour: (x: number, y: number) => Rgb, alpha = 1, box?: Box): void {
    const [x0, y0, x1, y1] = box ?? [0, 0, this.width, this.height];
    const left = Math.max(0, Math.floor(x0));
    const top = Math.max(0, Math.floor(y0));
    const right = Math.min(this.width, Math.ceil(x1));
    const bottom = Math.min(this.height, Math.ceil(y1));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const cover = Math.min(1, Math.max(0, 0.5 - sdf(x + 0.5, y + 0.5)));
        if (cover === 0) continue;
        const a = cover * alpha;
        const [r, g, b] = colour(x + 0.5, y + 0.5);
        const i = (y * this.width + x) * 4;
        const keep = 1 - a;
        this.px[i] = r * a + this.px[i]! * keep;
        this.px[i + 1] = g * a + this.px[i + 1]! * keep;
        this.px[i + 2] = b * a + this.px[i + 2]! * keep;
        this.px[i + 3] = a + this.px[i + 3]! * keep;
      }
    }
  }

  /** Stroked segments with round ends (text, outlines). */
  stroke(segments: Segment[], width: number, colour: Rgb, alpha = 1): void {
    if (segments.length === 0) return;
    const half = width / 2;
    const xs = segments.flatMap(([a, , c]) => [a, c]);
    const ys = segments.flatMap(([, b, , d]) => [b, d]);
    const box: Box = [
      Math.min(...xs) - half - 1,
      Math.min(...ys) - half - 1,
      Math.max(...xs) + half + 1,
      Math.max(...ys) + half + 1,
    ];
    this.fill(
      (x, y) => segmentsDistance(segments, x, y) - half,
      () => colour,
      alpha,
      box,
    );
  }

  /** The image as a PNG (straight alpha, 8 bits per channel). */
  toPng(): Buffer {
    const out = new Uint8Array(this.px.length);
    for (let i = 0; i < this.px.length; i += 4) {
      const a = this.px[i + 3]!;
      if (a <= 0) continue;
      out[i] = Math.round(Math.min(255, (this.px[i]! / a) * 255));
      out[i + 1] = Math.round(Math.min(255, (this.px[i + 1]! / a) * 255));
      out[i + 2] = Math.round(Math.min(255, (this.px[i + 2]! / a) * 255));
      out[i + 3] = Math.round(Math.min(255, a * 255));
    }
    return encodePng(this.width, this.height, out, 9, 'adaptive');
  }
}

/** Distance from (x, y) to the nearest of `segments`. */
export function segmentsDistance(segments: Segment[], x: number, y: number): number {
  let best = Infinity;
  for (const [ax, ay, bx, by] of segments) {
    const dx = bx - ax;
    const dy = by - ay;
    const len = dx * dx + dy * dy;
    const t = len === 0 ? 0 : Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / len));
    const ex = x - (ax + t * dx);
    const ey = y - (ay + t * dy);
    best = Math.min(best, Math.sqrt(ex * ex + ey * ey));
  }
  return best;
}

/** A rectangle from (x, y), `w` by `h`, corners rounded by `r`. */
export function roundedRect(x: number, y: number, w: number, h: number, r: number): Sdf {
  const cx = x + w / 2;
  const cy = y + h / 2;
  return (px, py) => {
    const qx = Math.abs(px - cx) - w / 2 + r;
    const qy = Math.abs(py - cy) - h / 2 + r;
    const ox = Math.max(qx, 0);
    const oy = Math.max(qy, 0);
    const outside = Math.sqrt(ox * ox + oy * oy);
    return outside + Math.min(Math.max(qx, qy), 0) - r;
  };
}

/** A ring: the outline of a circle, `width` thick. */
export function ring(cx: number, cy: number, radius: number, width: number): Sdf {
  return (x, y) => Math.abs(Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) - radius) - width / 2;
}

/** The inside of a closed polygon (even-odd), with a signed distance to its edges. */
export function polygon(points: [number, number][]): Sdf {
  const edges: Segment[] = points.map(([x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length]!;
    return [x, y, nx, ny];
  });
  return (x, y) => {
    let inside = false;
    for (const [ax, ay, bx, by] of edges) {
      if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
    }
    const d = segmentsDistance(edges, x, y);
    return inside ? -d : d;
  };
}

/** The outline of a closed polygon, `width` thick. */
export function polygonOutline(points: [number, number][], width: number): Sdf {
  const edges: Segment[] = points.map(([x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length]!;
    return [x, y, nx, ny];
  });
  return (x, y) => segmentsDistance(edges, x, y) - width / 2;
}

/** `hsl(h s% l%)` as 0..1 RGB. */
export function hsl(h: number, s: number, l: number): Rgb {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}

/** `#rrggbb` as 0..1 RGB (anything else: a neutral grey). */
export function hex(colour: string): Rgb {
  const m = /^#([0-9a-f]{6})$/i.exec(colour.trim());
  if (!m) return [0.4, 0.4, 0.45];
  const n = Number.parseInt(m[1]!, 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
