import { promotionCategories, type PromotionCategory } from '../../../contract/rewards/constants';

/**
 * The promotions filter of spec section 2. "All" is always offered; every other category only
 * when at least one promotion is in it (the server lists those, in the spec's order, with
 * counts), so a tap never leads to an empty list.
 */
export type CategoryFilter = 'all' | PromotionCategory;

export { promotionCategories };

/** "All", then each category that holds a promotion, in the order given. */
export function visibleCategories(
  categories: readonly { category: PromotionCategory; count: number }[],
): CategoryFilter[] {
  return ['all', ...categories.filter((c) => c.count > 0).map((c) => c.category)];
}

/** The promotions a filter shows; a filter that no longer holds any falls back to all. */
export function filterByCategory<T extends { category: PromotionCategory }>(
  items: readonly T[],
  filter: CategoryFilter,
): T[] {
  if (filter === 'all') return [...items];
  const chosen = items.filter((p) => p.category === filter);
  return chosen.length > 0 ? chosen : [...items];
}

/** The filter named in the address (?category=...), else all. */
export function categoryFromSearch(search: string): CategoryFilter {
  const value = new URLSearchParams(search).get('category') ?? 'all';
  return (promotionCategories as readonly string[]).includes(value) ? (value as PromotionCategory) : 'all';
}
