import { describe, expect, it } from 'vitest';
import { splitShares } from './constants';

const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

describe('splitShares', () => {
  it('sums to the total exactly and gives every share at least the minimum', () => {
    const words = Array.from({ length: 100 }, (_, i) => (i * 2_654_435_761) % 2 ** 32);
    const shares = splitShares(words, 10_000_000n, 20_000n);
    expect(sum(shares)).toBe(10_000_000n);
    expect(shares.every((s) => s >= 20_000n)).toBe(true);
  });

  it('divides the rest in proportion to the words, the rounding units to the first shares', () => {
    // Rest 10 over weights 1, 1, 1: 3 each, the 1 left to share 0.
    expect(splitShares([0, 0, 0], 40n, 10n)).toEqual([14n, 13n, 13n]);
    // The largest word takes nearly all of the rest.
    const [big, small] = splitShares([2 ** 32 - 1, 0], 1_000_000n, 1n);
    expect(big).toBeGreaterThan(999_990n);
    expect(small).toBeLessThan(10n);
  });

  it('is exact at the minimum and refuses a total below it', () => {
    expect(splitShares([5, 9], 20n, 10n)).toEqual([10n, 10n]);
    expect(() => splitShares([5, 9], 19n, 10n)).toThrow(RangeError);
    expect(() => splitShares([], 10n, 1n)).toThrow(RangeError);
  });
});
