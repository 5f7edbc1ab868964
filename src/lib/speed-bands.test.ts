import { describe, expect, it } from 'vitest';
import { classifySpeed, reportedMs, UNREACHABLE_MS } from './speed-bands';

describe('reportedMs', () => {
  it('maps each measured range into its band (spec section 9)', () => {
    const low = () => 0;
    const high = () => 0.999_999;
    expect([reportedMs(5, low), reportedMs(99, high)]).toEqual([20, 40]);
    expect([reportedMs(100, low), reportedMs(199, high)]).toEqual([40, 60]);
    expect([reportedMs(200, low), reportedMs(399, high)]).toEqual([60, 100]);
    expect([reportedMs(400, low), reportedMs(5000, high)]).toEqual([100, 150]);
  });

  it('reports 9999 for a line that did not answer', () => {
    expect(reportedMs(null)).toBe(UNREACHABLE_MS);
    expect(reportedMs(Number.NaN)).toBe(UNREACHABLE_MS);
  });

  it('stays inside the band with a real random source', () => {
    for (let i = 0; i < 200; i++) {
      const v = reportedMs(250);
      expect(v).toBeGreaterThanOrEqual(60);
      expect(v).toBeLessThanOrEqual(100);
    }
  });
});

describe('classifySpeed', () => {
  it('uses the 80 and 150 ms thresholds', () => {
    expect(classifySpeed(80)).toBe('fast');
    expect(classifySpeed(81)).toBe('normal');
    expect(classifySpeed(150)).toBe('normal');
    expect(classifySpeed(151)).toBe('slow');
    expect(classifySpeed(UNREACHABLE_MS)).toBe('slow');
  });
});
