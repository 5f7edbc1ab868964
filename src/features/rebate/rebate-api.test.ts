import { describe, expect, it } from 'vitest';
import { formatRate } from './rebate-api';

describe('formatRate', () => {
  it('writes basis points as a percent with two decimals in the reader language', () => {
    expect(formatRate(100, 'en')).toBe('1.00%');
    expect(formatRate(65, 'en')).toBe('0.65%');
    expect(formatRate(100, 'vi')).toMatch(/^1,00\s?%$/);
  });
});
