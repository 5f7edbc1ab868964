import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumber,
  dayOf,
  matchShortcut,
  MAX_RANGE_DAYS,
  PAST_SHORTCUTS,
  rangeDays,
  rangeProblem,
  shortcutRange,
} from './ranges';

describe('days', () => {
  it('accepts real days and refuses the rest', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2024-02-29')).not.toBeNull();
    expect(dayNumber('2026-02-29')).toBeNull();
    expect(dayNumber('2026-02-30')).toBeNull();
    expect(dayNumber('2026-13-01')).toBeNull();
    expect(dayNumber('2026-1-01')).toBeNull();
    expect(dayNumber('2026-01-01T00:00')).toBeNull();
    expect(dayNumber('')).toBeNull();
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDays('nope', 1)).toThrow(RangeError);
  });
  it('takes the local calendar day of a Date', () => {
    expect(dayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
  it('counts both ends', () => {
    expect(rangeDays({ from: '2026-11-22', to: '2026-11-22' })).toBe(1);
    expect(rangeDays({ from: '2026-11-01', to: '2026-11-30' })).toBe(30);
    expect(rangeDays({ from: '2026-11-02', to: '2026-11-01' })).toBe(0);
  });
});

describe('shortcuts', () => {
  // 2026-11-22 is a Sunday.
  const today = '2026-11-22';
  it('today and yesterday', () => {
    expect(shortcutRange('today', today)).toEqual({ from: today, to: today });
    expect(shortcutRange('yesterday', '2026-12-01')).toEqual({ from: '2026-11-30', to: '2026-11-30' });
  });
  it('this week starts on Monday', () => {
    expect(shortcutRange('thisWeek', today)).toEqual({ from: '2026-11-16', to: today });
    expect(shortcutRange('thisWeek', '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-16' });
    expect(shortcutRange('thisWeek', '2026-11-18')).toEqual({ from: '2026-11-16', to: '2026-11-18' });
    // A week across a year end.
    expect(shortcutRange('thisWeek', '2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-01' });
  });
  it('this month', () => {
    expect(shortcutRange('thisMonth', today)).toEqual({ from: '2026-11-01', to: today });
  });
  it('past and next 7 and 30 days include today (spec section 9)', () => {
    expect(shortcutRange('past7', today)).toEqual({ from: '2026-11-16', to: today });
    expect(shortcutRange('past30', today)).toEqual({ from: '2026-10-24', to: today });
    expect(shortcutRange('next7', today)).toEqual({ from: today, to: '2026-11-28' });
    expect(shortcutRange('next30', today)).toEqual({ from: today, to: '2026-12-21' });
    expect(rangeDays(shortcutRange('past30', today))).toBe(30);
  });
  it('every record shortcut fits the cap', () => {
    for (const id of PAST_SHORTCUTS) expect(rangeProblem(shortcutRange(id, today))).toBeNull();
  });
  it('finds the shortcut a range matches, first one first', () => {
    // On a Monday "this week" and "today" are the same range: the first listed wins.
    expect(matchShortcut({ from: '2026-11-16', to: '2026-11-16' }, '2026-11-16', PAST_SHORTCUTS)).toBe(
      'today',
    );
    expect(matchShortcut({ from: '2026-10-24', to: today }, today, PAST_SHORTCUTS)).toBe('past30');
    expect(matchShortcut({ from: '2026-10-25', to: today }, today, PAST_SHORTCUTS)).toBeNull();
  });
});

describe('rangeProblem', () => {
  it('names what is wrong', () => {
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-31' })).toBe('invalid');
    expect(rangeProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe('reversed');
    const to = addDays('2026-01-01', MAX_RANGE_DAYS - 1);
    expect(rangeProblem({ from: '2026-01-01', to })).toBeNull();
    expect(rangeProblem({ from: '2026-01-01', to: addDays(to, 1) })).toBe('tooLong');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-01-10' }, 7)).toBe('tooLong');
  });
});
