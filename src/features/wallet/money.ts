import { i18n } from '@lingui/core';
import { CURRENCY_SYMBOL } from '../../../contract/currency';
import { formatMoney as formatAmount } from '../../lib/money';

/**
 * Minor units (a decimal string) for people, in the app's one money format (src/lib/money.ts):
 * grouped for the member's language, the site currency's symbol after; "—" when there is none.
 */
export function formatMoney(
  minor: string | bigint | null | undefined,
  symbol = CURRENCY_SYMBOL,
  locale: string = i18n.locale || 'vi',
): string {
  const text = minor === null || minor === undefined ? '' : String(minor);
  if (!/^-?\d+$/.test(text)) return '—';
  return formatAmount(text, symbol, locale);
}

/** What the member typed, as minor units: digits only (separators and spaces ignored), else null. */
export function parseAmountInput(text: string): string | null {
  const digits = text.replace(/[\s.,_]/g, '');
  if (!/^[1-9][0-9]{0,15}$/.test(digits)) return null;
  return digits;
}

/** A fresh idempotency key for one intended action (kept until it succeeds, so a retry reuses it). */
export function newRequestId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `w${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
