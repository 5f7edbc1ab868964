import { describe, expect, it } from 'vitest';
import { dayOf, dayStart, daysOf, duePeriods, periodOf, rangeOf } from './periods';

const iso = (d: Date) => d.toISOString();

describe('site-zone days', () => {
  it('starts a day at 17:00 UTC the day before (UTC+7)', () => {
    expect(iso(dayStart('2026-03-10'))).toBe('2026-03-09T17:00:00.000Z');
    expect(dayOf(new Date('2026-03-09T16:59:59Z'))).toBe('2026-03-09');
    expect(dayOf(new Date('2026-03-09T17:00:00Z'))).toBe('2026-03-10');
  });
  it('covers whole days inclusive of the last', () => {
    const r = rangeOf({ from: '2026-03-01', to: '2026-03-02' });
    expect(iso(r.start)).toBe('2026-02-28T17:00:00.000Z');
    expect(iso(r.end)).toBe('2026-03-02T17:00:00.000Z');
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe('settlement periods', () => {
  const at = new Date('2026-03-18T10:07:30Z'); // 17:07:30 local, a Wednesday
  it('cuts 5-minute, hourly and daily windows', () => {
    expect(iso(periodOf('realtime_salary', at).start)).toBe('2026-03-18T10:05:00.000Z');
    expect(iso(periodOf('realtime_salary', at).end)).toBe('2026-03-18T10:10:00.000Z');
    expect(iso(periodOf('hourly_salary', at).start)).toBe('2026-03-18T10:00:00.000Z');
    expect(iso(periodOf('daily_salary', at).start)).toBe('2026-03-17T17:00:00.000Z');
  });
  it('starts weeks on Monday and splits months at the 16th', () => {
    expect(iso(periodOf('dividend_weekly', at).start)).toBe('2026-03-15T17:00:00.000Z'); // Mon 16 Mar local
    expect(iso(periodOf('dividend_weekly', at).end)).toBe('2026-03-22T17:00:00.000Z');
    expect(iso(periodOf('dividend_semimonthly', at).start)).toBe('2026-03-15T17:00:00.000Z');
    expect(iso(periodOf('dividend_semimonthly', at).end)).toBe('2026-03-31T17:00:00.000Z');
    const early = new Date('2026-03-05T00:00:00Z');
    expect(iso(periodOf('dividend_semimonthly', early).end)).toBe('2026-03-15T17:00:00.000Z');
    expect(iso(periodOf('dividend_monthly', at).start)).toBe('2026-02-28T17:00:00.000Z');
    expect(iso(periodOf('dividend_monthly', new Date('2026-12-20T00:00:00Z')).end)).toBe(
      '2026-12-31T17:00:00.000Z',
    );
  });
  it('lists only closed periods past the grace, oldest first, bounded', () => {
    const due = duePeriods('realtime_salary', new Date('2026-03-18T10:10:30Z'));
    expect(due).toHaveLength(288);
    // 10:05-10:10 closed 30 s ago: inside the grace, so not yet due.
    expect(iso(due.at(-1)!.end)).toBe('2026-03-18T10:05:00.000Z');
    const later = duePeriods('realtime_salary', new Date('2026-03-18T10:11:00Z'));
    expect(iso(later.at(-1)!.end)).toBe('2026-03-18T10:10:00.000Z');
    expect(due[0]!.start < due[1]!.start).toBe(true);
  });
});
