import { describe, expect, it } from 'vitest';
import { createThrottle, secondsLeft, smsCountdownSeconds } from './timing';

describe('smsCountdownSeconds', () => {
  it('is expiredMinutes x 60, 60 s by default', () => {
    expect(smsCountdownSeconds(1)).toBe(60);
    expect(smsCountdownSeconds(5)).toBe(300);
    expect(smsCountdownSeconds(undefined)).toBe(60);
    expect(smsCountdownSeconds(0)).toBe(60);
    expect(smsCountdownSeconds(-2)).toBe(60);
  });
  it('subtracts half the round trip (forgot-password flow)', () => {
    expect(smsCountdownSeconds(1, 4000)).toBe(58);
    expect(smsCountdownSeconds(1, 400)).toBe(60);
    expect(smsCountdownSeconds(1, 1000)).toBe(59);
  });
  it('never drops below one second', () => {
    expect(smsCountdownSeconds(1, 500_000)).toBe(1);
  });
});

describe('secondsLeft', () => {
  it('rounds up and never goes negative', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });
});

describe('createThrottle', () => {
  it('lets one call through per interval', () => {
    let now = 1_000;
    const allow = createThrottle(1000, () => now);
    expect(allow()).toBe(true);
    expect(allow()).toBe(false);
    now += 999;
    expect(allow()).toBe(false);
    now += 1;
    expect(allow()).toBe(true);
    expect(allow()).toBe(false);
  });
});
