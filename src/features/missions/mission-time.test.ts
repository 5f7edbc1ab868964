import { describe, expect, it } from 'vitest';
import { countdown } from './mission-time';

describe('countdown', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  it('shows hours, minutes and seconds, and days when a day or more is left', () => {
    expect(countdown('2026-11-24T17:00:00Z', now)).toBe('07:00:00');
    expect(countdown('2026-11-24T10:01:05Z', now)).toBe('00:01:05');
    expect(countdown('2026-11-29T17:00:00Z', now)).toBe('5d 07:00:00');
  });
  it('never goes below zero', () => {
    expect(countdown('2026-11-24T09:00:00Z', now)).toBe('00:00:00');
  });
});
