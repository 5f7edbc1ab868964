import { CURRENCY_SYMBOL } from '../../../contract/currency';
import { formatMoney } from '../../lib/money';

/**
 * The jackpot ticker (decision 061): the real pool from `/lgw/games/jackpot`, asked again every
 * few seconds while the page is visible; between two answers the figure counts from the old value
 * to the new one (at once under reduced motion). It never moves on its own.
 */
export const JACKPOT_POLL_MS = 5_000;
export const JACKPOT_COUNT_MS = 1_200;
export const JACKPOT_COUNT_STEPS = 12;

/** The figure `step` of `steps` on the way from `from` to `to`: whole dong, ending exactly on `to`. */
export function jackpotBetween(from: number, to: number, step: number, steps = JACKPOT_COUNT_STEPS): number {
  if (step >= steps) return to;
  return Math.floor(from + ((to - from) * step) / steps);
}

/** The ticker in the app's one money format, whole dong as every other amount ("1.102.452 ₫"). */
export function formatJackpot(value: number, locale: string): string {
  return formatMoney(String(Math.floor(value)), CURRENCY_SYMBOL, locale);
}
