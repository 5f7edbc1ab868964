import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney } from './money';

describe('formatMoney (the one money format)', () => {
  it('writes what Intl.NumberFormat writes for the language, the symbol after', () => {
    const intl = { vi: new Intl.NumberFormat('vi-VN'), en: new Intl.NumberFormat('en-US') };
    const values = [0, 7, 999, 1000, 12_345, 107_656_000, 1_102_452, 987_654_321_012];
    for (let i = 0; i < 200; i++) values.push(Math.floor(Math.random() * 10 ** (1 + (i % 13))));
    for (const locale of ['vi', 'en'] as const)
      for (const v of values) expect(formatMoney(String(v), '₫', locale)).toBe(`${intl[locale].format(v)} ₫`);
    expect(formatMoney('107656000', '₫', 'vi')).toBe('107.656.000 ₫');
  });
  it('signs debits always and credits when asked, keeps every digit, leaves non-integers alone', () => {
    expect(formatMoney('-300', '₫', 'en')).toBe('−300 ₫');
    expect(formatMoney('300', '₫', 'en', { signed: true })).toBe('+300 ₫');
    expect(formatMoney('9007199254740993', '$', 'en')).toBe('9,007,199,254,740,993 $');
    expect(formatMoney('1.5', '₫', 'en')).toBe('1.5');
  });
  it('knows the site currency symbol', () => {
    expect(currencySymbol('VND')).toBe('₫');
    expect(currencySymbol(undefined)).toBe('₫');
    expect(currencySymbol('USD')).toBe('USD');
  });
});
