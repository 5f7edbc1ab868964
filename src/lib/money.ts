import { CURRENCY, CURRENCY_SYMBOL } from '../../contract/currency';

/**
 * The one money format of the app: minor units (a decimal string from the server; VND has no
 * minor unit) grouped for the member's language, the currency's symbol after: "107.656.000 ₫" in
 * Vietnamese, "107,656,000 ₫" in English (what Intl.NumberFormat('vi-VN' / 'en-US') writes: a
 * test holds them equal). Plain string work, not Intl: the jackpot and the winner board use it on
 * the first screen, and the first Intl formatter a page builds loads locale data, a few
 * milliseconds of a cheap phone's start-up (decision 022). BigInt keeps every digit past 2^53.
 */
export function formatMoney(
  minor: string,
  symbol: string,
  locale: string,
  opts: { signed?: boolean } = {},
): string {
  if (!/^-?\d+$/.test(minor)) return minor;
  const n = BigInt(minor);
  const digits = (n < 0n ? -n : n).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator(locale));
  const sign = n < 0n ? '−' : opts.signed && n > 0n ? '+' : '';
  return `${sign}${grouped} ${symbol}`;
}

/** Vietnamese groups thousands with dots; English (and anything else we might add) with commas. */
const groupSeparator = (locale: string) => (locale.startsWith('vi') ? '.' : ',');

/** The symbol of a currency code the server sends; the code itself for one we have no symbol for. */
export const currencySymbol = (code: string | null | undefined): string =>
  !code || code === CURRENCY ? CURRENCY_SYMBOL : code;
