import { describe, expect, it } from 'vitest';
import { bannerOffsets, stepBanner } from './banner-offsets';

describe('banner carousel positions', () => {
  it('puts the banner in view at 0 and its neighbours either side, the shortest way round', () => {
    expect(bannerOffsets(4, 0, 1)).toEqual([0, 1, -2, -1]);
    expect(bannerOffsets(5, 0, 1)).toEqual([0, 1, 2, -2, -1]);
    expect(bannerOffsets(5, 4, 1)).toEqual([1, 2, -2, -1, 0]);
  });

  it('puts the banner opposite on the side the carousel came from', () => {
    // Two banners, moving forward: the one that just left is on the left.
    expect(bannerOffsets(2, 1, 1)).toEqual([-1, 0]);
    expect(bannerOffsets(2, 1, -1)).toEqual([1, 0]);
    expect(bannerOffsets(4, 0, -1)).toEqual([0, 1, 2, -1]);
  });

  it('loops both ways', () => {
    expect(stepBanner(4, 3, 1)).toBe(0);
    expect(stepBanner(4, 0, -1)).toBe(3);
    expect(stepBanner(4, 1, 2)).toBe(3);
    expect(stepBanner(1, 0, 1)).toBe(0);
  });
});
