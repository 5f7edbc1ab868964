import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_HOURS as h, isOnDuty, nextOnDuty } from './support-hours';

// 2026-11-23 is a Monday. GMT+7 noon = 05:00 UTC, 21:00 = 14:00 UTC.
describe('support hours (Mon-Fri 12:00-21:00 GMT+7)', () => {
  it('is on duty inside the hours only', () => {
    expect(isOnDuty(h, new Date('2026-11-23T05:00:00Z'))).toBe(true);
    expect(isOnDuty(h, new Date('2026-11-23T13:59:00Z'))).toBe(true);
    expect(isOnDuty(h, new Date('2026-11-23T14:00:00Z'))).toBe(false);
    expect(isOnDuty(h, new Date('2026-11-23T04:59:00Z'))).toBe(false);
    // Saturday noon in Vietnam.
    expect(isOnDuty(h, new Date('2026-11-28T06:00:00Z'))).toBe(false);
  });

  it('says when staff return', () => {
    expect(nextOnDuty(h, new Date('2026-11-23T06:00:00Z'))).toBeNull();
    // Monday 03:00 local (Sunday 20:00 UTC): the same local day at noon.
    expect(nextOnDuty(h, new Date('2026-11-22T20:00:00Z'))?.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    // Monday 22:00 local: Tuesday noon.
    expect(nextOnDuty(h, new Date('2026-11-23T15:00:00Z'))?.toISOString()).toBe('2026-11-24T05:00:00.000Z');
    // Friday 21:30 local: Monday noon.
    expect(nextOnDuty(h, new Date('2026-11-27T14:30:00Z'))?.toISOString()).toBe('2026-11-30T05:00:00.000Z');
    expect(nextOnDuty({ ...h, days: [] }, new Date('2026-11-27T14:30:00Z'))).toBeNull();
  });
});
