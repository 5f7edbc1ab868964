import { describe, expect, it } from 'vitest';
import { formatDays, formatHours } from './hours-text';

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
