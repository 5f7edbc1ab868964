import type { LuckyPrize } from './lucky-api';

/** A prize's odds as the screen shows them: weight / sum of weights, as a percentage. */
export function oddsText(weight: number, prizes: readonly Pick<LuckyPrize, 'weight'>[], locale: string) {
  const total = prizes.reduce((s, p) => s + p.weight, 0);
  const pct = total === 0 ? 0 : (weight * 100) / total;
  return `${pct.toLocaleString(locale === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 2 })} %`;
}

/**
 * The wheel's turn (degrees, clockwise) that brings segment `index` of `count` under the pointer
 * at the top, after `from`: whole turns plus exactly the segment's centre. The wheel stops on the
 * drawn segment: no "almost" stop next to another.
 */
export function turnTo(from: number, index: number, count: number, turns = 4) {
  const centre = (index + 0.5) * (360 / count);
  const target = (360 - centre) % 360;
  const now = ((from % 360) + 360) % 360;
  return from + turns * 360 + ((target - now + 360) % 360);
}
