import { describe, expect, it } from 'vitest';
import { categoryFromSearch, filterByCategory, promotionCategories, visibleCategories } from './categories';

const items = [
  { id: 1, category: 'deposit' as const },
  { id: 2, category: 'sports' as const },
  { id: 3, category: 'deposit' as const },
  { id: 4, category: 'new_player' as const },
];

describe('promotion categories', () => {
  it('are sixteen besides all (the spec lists seventeen filters)', () => {
    expect(promotionCategories).toHaveLength(16);
  });
  it('offer all, then only the categories that hold a promotion', () => {
    const listed = [
      { category: 'sports' as const, count: 1 },
      { category: 'deposit' as const, count: 2 },
      { category: 'lotto' as const, count: 0 },
    ];
    expect(visibleCategories(listed)).toEqual(['all', 'sports', 'deposit']);
    expect(visibleCategories([])).toEqual(['all']);
  });
  it('filter by category, and fall back to all when the chosen one is empty', () => {
    expect(filterByCategory(items, 'deposit').map((p) => p.id)).toEqual([1, 3]);
    expect(filterByCategory(items, 'all').map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(filterByCategory(items, 'live').map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });
  it('read the filter from the address, all when missing or unknown', () => {
    expect(categoryFromSearch('?category=new_player')).toBe('new_player');
    expect(categoryFromSearch('?category=toString')).toBe('all');
    expect(categoryFromSearch('')).toBe('all');
  });
});
