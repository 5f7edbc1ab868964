import { CURRENCY_SYMBOL } from '../../../contract/wallet/schemas';
import { formatMoney } from '../records/records-logic';

/** Minor units as the player reads them: "1.000.000 ₫". */
export const money = (minor: string | bigint, locale: string) =>
  formatMoney(String(minor), CURRENCY_SYMBOL, locale);

/** Stake choices of the house games (minor units; the server accepts 1,000 to 10,000,000). */
export const STAKES = [1_000, 5_000, 10_000, 50_000, 100_000] as const;
