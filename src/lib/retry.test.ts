import { describe, expect, it } from 'vitest';
import { minutesToWait } from './retry';

describe('minutesToWait', () => {
  it('rounds the server retryAfter up to whole minutes', () => {
    expect(minutesToWait(300)).toBe(5);
    expect(minutesToWait(61)).toBe(2);
    expect(minutesToWait(1)).toBe(1);
  });
  it('falls back to the 5 minutes of spec 9', () => {
    expect(minutesToWait(undefined)).toBe(5);
    expect(minutesToWait(0)).toBe(5);
    expect(minutesToWait(Number.NaN)).toBe(5);
  });
});
