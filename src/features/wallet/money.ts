/** Minor units (a decimal string) for people: VND has no minor unit, grouped the Vietnamese way. */
export function formatMoney(minor: string | bigint | null | undefined, symbol = '₫'): string {
  if (minor === null || minor === undefined || minor === '') return '—';
  try {
    return `${BigInt(minor).toLocaleString('vi-VN')} ${symbol}`;
  } catch {
    return '—';
  }
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
