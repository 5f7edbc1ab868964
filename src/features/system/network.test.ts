import { describe, expect, it } from 'vitest';
import { needsNetwork } from './network';

describe('needsNetwork', () => {
  it('covers the money and account screens only', () => {
    expect(needsNetwork('/member')).toBe(true);
    expect(needsNetwork('/seamless')).toBe(true);
    expect(needsNetwork('/pointMall')).toBe(true);
    expect(needsNetwork('/luckyWheel')).toBe(true);
    expect(needsNetwork('/goldenEgg')).toBe(true);
    expect(needsNetwork('/')).toBe(false);
    expect(needsNetwork('/rng')).toBe(false);
    expect(needsNetwork('/membership-perks')).toBe(false);
  });
});
