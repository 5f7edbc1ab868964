import { CURRENCY_SYMBOL } from '../../../contract/currency';
import { formatMoney } from '../../lib/money';

/** Jackpot ticker (spec sections 4 and 9): starts at 1.1M to 1.2M with 2 decimals, grows 100 to 500 every 1.5 or 2 s. */
export const jackpotMin = 1_100_000;
export const jackpotMax = 1_200_000;

const round2 = (n: number) => Math.round(n * 100) / 100;

export function jackpotStart(random: () => number = Math.random): number {
  return round2(jackpotMin + random() * (jackpotMax - jackpotMin));
}

export function jackpotStep(random: () => number = Math.random): number {
  return round2(100 + random() * 400);
}

export function jackpotDelay(random: () => number = Math.random): 1500 | 2000 {
  return random() < 0.5 ? 1500 : 2000;
}

/**
 * The ticker in the app's one money format, whole dong as every other amount ("1.102.452 ₫"): the
 * shared formatter is plain string work (no Intl), cheap enough for the first screen.
 */
export function formatJackpot(value: number, locale: string): string {
  return formatMoney(String(Math.floor(value)), CURRENCY_SYMBOL, locale);
}
