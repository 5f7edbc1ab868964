import { describe, expect, it } from 'vitest';
import { shortcutRange } from '../../ui/date-range/ranges';
import { awayFromSiteZone, initialRange, siteToday } from './report-days';

describe('agent report days', () => {
  // 20:00 UTC on 23 November is 12:00 in Los Angeles (still the 23rd there) and 03:00 on the
  // 24th in the site's zone: the reports' "today" is the 24th, whatever zone the phone is in.
  const evening = new Date('2026-11-23T20:00:00Z');

  it('counts today in the site zone, not the browser zone', () => {
    expect(siteToday(evening)).toBe('2026-11-24');
    expect(shortcutRange('today', siteToday(evening))).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(siteToday(new Date('2026-11-23T16:59:59Z'))).toBe('2026-11-23');
  });

  it('opens on the past 7 site days', () => {
    expect(initialRange(evening)).toEqual({ from: '2026-11-18', to: '2026-11-24' });
  });

  it('knows when the phone is away from the site zone', () => {
    const at = (offsetMinutes: number) => ({ getTimezoneOffset: () => offsetMinutes }) as Date;
    expect(awayFromSiteZone(at(-420))).toBe(false);
    expect(awayFromSiteZone(at(480))).toBe(true);
  });
});
