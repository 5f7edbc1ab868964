import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatClock, formatGmtOffset, formatLocalDateTime, msToNextSecond, offsetOf } from './time';

describe('GMT offset', () => {
  it('formats whole, half and negative offsets', () => {
    expect(formatGmtOffset(420)).toBe('GMT+7');
    expect(formatGmtOffset(330)).toBe('GMT+5:30');
    expect(formatGmtOffset(345)).toBe('GMT+5:45');
    expect(formatGmtOffset(-180)).toBe('GMT-3');
    expect(formatGmtOffset(-570)).toBe('GMT-9:30');
    expect(formatGmtOffset(0)).toBe('GMT+0');
  });
});

// A Date whose local fields and offset are fixed, independent of the machine's zone.
function fakeDate(fields: { h: number; m: number; s: number; west: number }): Date {
  const d = new Date(0);
  vi.spyOn(d, 'getHours').mockReturnValue(fields.h);
  vi.spyOn(d, 'getMinutes').mockReturnValue(fields.m);
  vi.spyOn(d, 'getSeconds').mockReturnValue(fields.s);
  vi.spyOn(d, 'getTimezoneOffset').mockReturnValue(fields.west);
  return d;
}

describe('header clock', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows local time with the zone offset', () => {
    expect(formatClock(fakeDate({ h: 14, m: 3, s: 27, west: -420 }))).toBe('14:03:27 GMT+7');
    expect(formatClock(fakeDate({ h: 9, m: 0, s: 5, west: 0 }))).toBe('09:00:05 GMT+0');
    expect(formatClock(fakeDate({ h: 23, m: 59, s: 59, west: 300 }))).toBe('23:59:59 GMT-5');
  });

  it('turns minutes west into minutes east', () => {
    expect(offsetOf(fakeDate({ h: 0, m: 0, s: 0, west: -330 }))).toBe(330);
    expect(offsetOf(fakeDate({ h: 0, m: 0, s: 0, west: 0 }))).toBe(0);
  });

  it('waits until the next whole second', () => {
    expect(msToNextSecond(1_700_000_000_250)).toBe(750);
    expect(msToNextSecond(1_700_000_000_000)).toBe(1000);
  });
});

describe('local date-time', () => {
  it('refuses missing or invalid times', () => {
    expect(formatLocalDateTime(null)).toBeNull();
    expect(formatLocalDateTime('')).toBeNull();
    expect(formatLocalDateTime('not a date')).toBeNull();
  });

  it('formats a valid instant with its offset', () => {
    const iso = '2026-12-01T10:00:00Z';
    const d = new Date(iso);
    const text = formatLocalDateTime(iso);
    expect(text).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} GMT[+-]\d+(:\d{2})?$/);
    expect(text).toContain(String(d.getFullYear()));
  });
});
