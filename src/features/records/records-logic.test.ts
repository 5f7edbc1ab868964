import { describe, expect, it } from 'vitest';
import { formatMoney, initialRange, isKnownKind, toneOf } from './records-logic';

describe('formatMoney', () => {
  it('groups digits for the language and puts the server symbol after', () => {
    expect(formatMoney('1234567', '₫', 'vi')).toBe('1.234.567 ₫');
    expect(formatMoney('1234567', '₫', 'en')).toBe('1,234,567 ₫');
    expect(formatMoney('0', '₫', 'en')).toBe('0 ₫');
  });
  it('signs debits always and credits when asked', () => {
    expect(formatMoney('-300', '₫', 'en')).toBe('−300 ₫');
    expect(formatMoney('300', '₫', 'en', { signed: true })).toBe('+300 ₫');
    expect(formatMoney('0', '₫', 'en', { signed: true })).toBe('0 ₫');
  });
  it('keeps every digit past 2^53', () => {
    expect(formatMoney('9007199254740993', '$', 'en')).toBe('9,007,199,254,740,993 $');
  });
  it('shows anything that is not an integer as it came', () => {
    expect(formatMoney('1.5', '₫', 'en')).toBe('1.5');
  });
});

describe('kinds', () => {
  it('knows the posted kinds and nothing else', () => {
    expect(isKnownKind('seamless_bet')).toBe(true);
    expect(isKnownKind('withdrawal_paid')).toBe(true);
    expect(isKnownKind('something_new')).toBe(false);
    expect(isKnownKind('__proto__')).toBe(false);
  });
});

describe('toneOf and initialRange', () => {
  it('colours by sign', () => {
    expect([toneOf('5'), toneOf('-5'), toneOf('0'), toneOf(null)]).toEqual(['up', 'down', 'zero', 'zero']);
  });
  it('opens on the past 7 days', () => {
    expect(initialRange(new Date(2026, 10, 22, 9))).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });
});
