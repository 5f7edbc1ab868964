import { describe, expect, it } from 'vitest';
import { acceptPage, pagerItems } from './pager';

describe('pagerItems', () => {
  it('shows nothing for a single page', () => {
    expect(pagerItems(1, 1, 3, 1)).toEqual([]);
    expect(pagerItems(1, 0, 3, 1)).toEqual([]);
  });
  it('lists every page when they fit', () => {
    expect(pagerItems(2, 5, 3, 1)).toEqual([1, 2, 3, 4, 5]);
  });
  it('typed lobby: range 3 around the current page, margin 1 at each end', () => {
    expect(pagerItems(10, 50, 3, 1)).toEqual([1, 'gap', 9, 10, 11, 'gap', 50]);
    expect(pagerItems(1, 50, 3, 1)).toEqual([1, 2, 3, 'gap', 50]);
    expect(pagerItems(50, 50, 3, 1)).toEqual([1, 'gap', 48, 49, 50]);
  });
  it('notices: range 2, margin 0', () => {
    expect(pagerItems(4, 9, 2, 0)).toEqual([3, 4]);
    expect(pagerItems(1, 9, 2, 0)).toEqual([1, 2]);
  });
  it('announcements: range 5, margin 1', () => {
    expect(pagerItems(6, 20, 5, 1)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
  });
});

describe('acceptPage', () => {
  it('ignores a page above the total, below 1 or the current one', () => {
    expect(acceptPage(6, 5, 1)).toBeNull();
    expect(acceptPage(0, 5, 1)).toBeNull();
    expect(acceptPage(1, 5, 1)).toBeNull();
    expect(acceptPage(3, 5, 1)).toBe(3);
  });
});
