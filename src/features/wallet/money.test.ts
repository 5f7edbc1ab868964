import { describe, expect, it } from 'vitest';
import { formatMoney, newRequestId, parseAmountInput } from './money';

describe('money helpers', () => {
  it('formats minor units with Vietnamese grouping', () => {
    expect(formatMoney('1500000')).toBe('1.500.000 ₫');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('abc')).toBe('—');
  });
  it('reads typed amounts, ignoring separators, refusing the rest', () => {
    expect(parseAmountInput('1.500.000')).toBe('1500000');
    expect(parseAmountInput(' 20 000 ')).toBe('20000');
    expect(parseAmountInput('0')).toBeNull();
    expect(parseAmountInput('-5')).toBeNull();
    expect(parseAmountInput('1e5')).toBeNull();
  });
  it('makes request ids the server accepts', () => {
    expect(newRequestId()).toMatch(/^[A-Za-z0-9_.:-]{8,64}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
