import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds, rounding a part second up and never below zero', () => {
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(59_001)).toBe('00:01:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
