import { hex, hsl, mix, polygon, polygonOutline, Raster, ring, roundedRect, type Rgb } from './raster';
import { initials, paletteSeed } from './svg';
import { textSegments, textUnits } from './stroke-font';

/**
 * Generated game icons and vendor logos as PNG. The same designs as the SVG versions, drawn on
 * the server: a phone showing a lobby decodes 40 small PNGs off its main thread, where 40 SVGs
 * would each be a document of its own to build and paint on it (Lighthouse: total blocking time).
 */

const gold: Rgb = [1, 0.843, 0.416];
const white: Rgb = [1, 1, 1];
const cream: Rgb = [1, 0.914, 0.659];

/** The motif behind the initials, one of four by seed. */
function drawMotif(canvas: Raster, kind: number): void {
  if (kind === 0) return canvas.fill(ring(100, 92, 46, 6), () => gold, 0.55, [48, 40, 152, 144]);
  if (kind === 1) {
    const diamond: [number, number][] = [
      [100, 40],
      [146, 92],
      [100, 144],
      [54, 92],
    ];
    return canvas.fill(polygonOutline(diamond, 6), () => gold, 0.55, [48, 34, 152, 150]);
  }
  if (kind === 2) {
    const star: [number, number][] = [];
    for (let i = 0; i < 10; i++) {
      const r = i % 2 === 0 ? 52 : 22;
      const angle = -Math.PI / 2 + (i * Math.PI) / 5;
      star.push([100 + r * Math.cos(angle), 96 + r * Math.sin(angle)]);
    }
    return canvas.fill(polygon(star), () => gold, 0.35, [44, 40, 156, 152]);
  }
  const outer = roundedRect(55, 47, 90, 90, 21);
  const inner = roundedRect(61, 53, 78, 78, 15);
  canvas.fill(
    (x, y) => Math.max(outer(x, y), -inner(x, y)),
    () => gold,
    0.55,
    [52, 44, 148, 140],
  );
}

/** Text in the stroke font, shrunk to fit `maxWidth`. */
function drawText(
  canvas: Raster,
  text: string,
  cx: number,
  baseline: number,
  size: number,
  maxWidth: number,
  colour: Rgb,
): void {
  const units = textUnits(text);
  const fit = units === 0 ? size : Math.min(size, (maxWidth / units) * 6);
  canvas.stroke(textSegments(text, cx, baseline, fit), Math.max(2, fit * 0.2), colour);
}

export function gameIconPng(game: { name: string; vendor: string; seed: number }): Buffer {
  const hue = paletteSeed(game.seed);
  const a = hsl(hue, 70, 42);
  const b = hsl((hue + 40) % 360, 75, 22);
  const canvas = new Raster(200, 200);
  // Diagonal gradient from the top-left corner, as the SVG's x1=0 y1=0 x2=1 y2=1.
  canvas.fill(roundedRect(0, 0, 200, 200, 28), (x, y) => mix(a, b, (x + y) / 400));
  drawMotif(canvas, Math.abs(game.seed) % 4);
  drawText(canvas, initials(game.name), 100, 112, 34, 150, white);
  drawText(canvas, game.vendor, 100, 180, 16, 170, cream);
  return canvas.toPng();
}

export function vendorLogoPng(vendor: { code: string; color: string }): Buffer {
  const canvas = new Raster(160, 64);
  canvas.fill(roundedRect(0, 0, 160, 64, 14), () => hex(vendor.color));
  drawText(canvas, vendor.code, 80, 32 + 12, 24, 136, white);
  return canvas.toPng();
}
