import { afterEach, describe, expect, it } from 'vitest';
import { formatDays, formatHours, formatReturn } from './hours-text';

describe('support hours text', () => {
  it('writes runs of days with a dash', () => {
    expect(formatDays('en', [1, 2, 3, 4, 5])).toBe('Mon–Fri');
    expect(formatDays('en', [7, 1, 2, 3, 4, 5])).toBe('Mon–Fri, Sun');
    expect(formatDays('en', [1, 3])).toBe('Mon, Wed');
    expect(
      formatHours('en', { days: [1, 2, 3, 4, 5], from: '12:00', to: '21:00', utcOffsetMinutes: 420 }),
    ).toBe('Mon–Fri 12:00–21:00 (GMT+7)');
  });
});

describe('when staff return', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  // Monday 12:00 at GMT+7, the default support hours' next start.
  const back = '2026-11-30T05:00:00.000Z';
  const inZone = (tz: string, locale = 'en') => {
    process.env.TZ = tz;
    return formatReturn(locale, back);
  };

  it("is shown in the visitor's clock with that clock's zone named", () => {
    expect(inZone('Asia/Ho_Chi_Minh')).toBe('Mon 2026/11/30 12:00 GMT+7');
    expect(inZone('Europe/London')).toBe('Mon 2026/11/30 05:00 GMT+0');
    expect(inZone('Asia/Kolkata')).toBe('Mon 2026/11/30 10:30 GMT+5:30');
  });

  it('names the local day, which may be the day before', () => {
    expect(inZone('America/Los_Angeles')).toBe('Sun 2026/11/29 21:00 GMT-8');
    expect(inZone('Asia/Ho_Chi_Minh', 'vi')).toBe('Thứ 2 2026/11/30 12:00 GMT+7');
  });

  it('shows an unreadable time as it came', () => {
    expect(formatReturn('en', 'soon')).toBe('soon');
  });
});
