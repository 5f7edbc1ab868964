/**
 * Spec sections 4 and 9: a line's measured round trip is reported inside a randomised band (a
 * shown figure is a hint, not a measurement), then classed on the reported figure so the label
 * always agrees with the number beside it. Shared by the service worker and the speed modal; no
 * DOM, no imports.
 */
export type LineSpeed = 'fast' | 'normal' | 'slow';

/** Reported for a line that did not answer (spec section 8: 9999 ms, slow). */
export const UNREACHABLE_MS = 9999;

const bands: ReadonlyArray<{ from: number; low: number; high: number }> = [
  { from: 400, low: 100, high: 150 },
  { from: 200, low: 60, high: 100 },
  { from: 100, low: 40, high: 60 },
  { from: 0, low: 20, high: 40 },
];

/** The figure shown for a measured round trip (ms), or 9999 when the line did not answer. */
export function reportedMs(measuredMs: number | null, random: () => number = Math.random): number {
  if (measuredMs === null || !Number.isFinite(measuredMs) || measuredMs < 0) return UNREACHABLE_MS;
  const band = bands.find((b) => measuredMs >= b.from) ?? bands[bands.length - 1]!;
  return Math.round(band.low + random() * (band.high - band.low));
}

/** Fast at 80 ms or less, normal at 150 ms or less, slow otherwise (so 9999 is slow). */
export function classifySpeed(reported: number): LineSpeed {
  if (reported <= 80) return 'fast';
  if (reported <= 150) return 'normal';
  return 'slow';
}

/** One probed line as the worker reports it to the page. */
export type LineResult = {
  domainName: string;
  url: string;
  /** Measured round trip in ms; null when the line did not answer in time. */
  measuredMs: number | null;
  reportedMs: number;
  speed: LineSpeed;
};
