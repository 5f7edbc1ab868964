import { describe, expect, it } from 'vitest';
import { nightlySlot } from './schedule';

describe('the nightly slot', () => {
  it('is 20:00-20:10 GMT+7 (13:00 UTC) of the site day, until that drop has ended', () => {
    expect(nightlySlot(new Date('2026-11-24T01:00:00Z'))).toEqual({
      key: 'nightly:2026-11-24',
      startsAt: new Date('2026-11-24T13:00:00Z'),
      endsAt: new Date('2026-11-24T13:10:00Z'),
    });
    expect(nightlySlot(new Date('2026-11-24T13:09:59Z')).key).toBe('nightly:2026-11-24');
  });

  it('moves to the next night once the drop has ended', () => {
    const s = nightlySlot(new Date('2026-11-24T13:10:00Z'));
    expect(s.key).toBe('nightly:2026-11-25');
    expect(s.startsAt).toEqual(new Date('2026-11-25T13:00:00Z'));
    // Late in the site day (after 17:00 UTC it is already the next site day).
    expect(nightlySlot(new Date('2026-11-24T23:30:00Z')).key).toBe('nightly:2026-11-25');
  });
});
