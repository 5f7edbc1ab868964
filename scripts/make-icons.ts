/**
 * Draws the app icons (a gold gem on a night-blue tile) without any image tool: a tiny
 * rasteriser with 4x4 supersampling, and the PNG encoder of server/core/storage/png.ts.
 * Run: npx tsx scripts/make-icons.ts  (writes public/icons/*.png and public/favicon.ico)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { encodePng as encodeRgbaPng } from '../server/core/storage/png';

type Rgba = [number, number, number, number];
type Point = [number, number];
type Shape = { points: Point[]; color: Rgba };

const encodePng = (size: number, rgba: Uint8Array) => encodeRgbaPng(size, size, rgba);

function inside(points: Point[], x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function inRoundedSquare(x: number, y: number, radius: number): boolean {
  // x, y in [-1, 1]; corner radius as a fraction of the half side.
  const cx = Math.max(Math.abs(x) - (1 - radius), 0);
  const cy = Math.max(Math.abs(y) - (1 - radius), 0);
  return cx * cx + cy * cy <= radius * radius;
}

// The gem, in [-1, 1] coordinates: table facets on top, pavilion below.
function gem(scale: number): Shape[] {
  const p = (x: number, y: number): Point => [x * scale, y * scale + 0.04 * scale];
  return [
    { points: [p(-0.62, -0.2), p(-0.36, -0.52), p(-0.12, -0.2)], color: [255, 226, 140, 255] },
    { points: [p(-0.36, -0.52), p(0.36, -0.52), p(0.12, -0.2), p(-0.12, -0.2)], color: [255, 214, 102, 255] },
    { points: [p(0.12, -0.2), p(0.36, -0.52), p(0.62, -0.2)], color: [240, 186, 62, 255] },
    { points: [p(-0.62, -0.2), p(-0.12, -0.2), p(0, 0.6)], color: [246, 196, 76, 255] },
    { points: [p(-0.12, -0.2), p(0.12, -0.2), p(0, 0.6)], color: [255, 220, 120, 255] },
    { points: [p(0.12, -0.2), p(0.62, -0.2), p(0, 0.6)], color: [212, 150, 36, 255] },
  ];
}

function background(x: number, y: number): Rgba {
  // A soft diagonal from deep navy to near black, with a faint gold glow behind the gem.
  const t = (x + y + 2) / 4;
  const glow = Math.max(0, 1 - Math.hypot(x, y + 0.05) / 0.9) * 0.22;
  return [
    Math.round(22 - 10 * t + 120 * glow),
    Math.round(30 - 13 * t + 90 * glow),
    Math.round(52 - 26 * t + 20 * glow),
    255,
  ];
}

function render(size: number, opts: { maskable: boolean }): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  const shapes = gem(opts.maskable ? 0.62 : 0.78);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 2 - 1;
          const y = ((py + (sy + 0.5) / samples) / size) * 2 - 1;
          // Maskable icons are full bleed: the platform applies its own mask.
          if (!opts.maskable && !inRoundedSquare(x, y, 0.36)) continue;
          const shape = shapes.find((s) => inside(s.points, x, y));
          const c = shape ? shape.color : background(x, y);
          for (let i = 0; i < 3; i++) acc[i]! += c[i]! * (c[3] / 255);
          acc[3]! += c[3];
        }
      }
      const n = samples * samples;
      const alpha = acc[3]! / n;
      const o = (py * size + px) * 4;
      // Stored colour is un-premultiplied.
      for (let i = 0; i < 3; i++) out[o + i] = alpha ? Math.round((acc[i]! / n) * (255 / alpha)) : 0;
      out[o + 3] = Math.round(alpha);
    }
  }
  return out;
}

function ico(png: Buffer, size: number): Buffer {
  // An ICO container holding one PNG image (supported by every current browser).
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header[6] = size;
  header[7] = size;
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const dir = new URL('../public/', import.meta.url);
mkdirSync(new URL('icons/', dir), { recursive: true });
const files: [string, Buffer][] = [
  ['icons/icon-192.png', encodePng(192, render(192, { maskable: false }))],
  ['icons/icon-512.png', encodePng(512, render(512, { maskable: false }))],
  ['icons/maskable-512.png', encodePng(512, render(512, { maskable: true }))],
  ['icons/apple-touch-icon-180.png', encodePng(180, render(180, { maskable: true }))],
  ['favicon.ico', ico(encodePng(32, render(32, { maskable: false })), 32)],
];
for (const [name, data] of files) {
  writeFileSync(new URL(name, dir), data);
  console.log(`${name}  ${data.length} bytes`);
}
