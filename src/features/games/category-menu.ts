import type { GameType } from '../../../contract/common';

export type CategoryKey = 'HOT' | 'FAV' | 'RECENT' | GameType;

/** Spec section 2: HOT always; FAV when logged in; RECENT when logged in with recent games; then vendor categories. */
export function categoryEntries(
  loggedIn: boolean,
  recentCount: number,
  laneTypes: GameType[],
): CategoryKey[] {
  const keys: CategoryKey[] = ['HOT'];
  if (loggedIn) keys.push('FAV');
  if (loggedIn && recentCount > 0) keys.push('RECENT');
  return [...keys, ...laneTypes];
}

/** The id of a home section, the target of its category entry. */
export function sectionId(key: CategoryKey): string {
  return `section-${key}`;
}

/** Scroll offset under the sticky header (spec section 9). */
export const scrollOffset = 80;

export function scrollTarget(elementTop: number, scrollY: number): number {
  return Math.max(0, elementTop + scrollY - scrollOffset);
}
