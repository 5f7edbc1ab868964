import type { GameType } from '../../../contract/common';
import { gameTypePath } from '../../../contract/values';
import type { Lane } from './lanes';

export type NavKey = 'home' | GameType | 'favorite' | 'promotions';
export type NavEntry = { key: NavKey; path: string; testId: string };

/**
 * Top navigation (spec section 2): home first, then the server's categories in its order, then
 * the fixed cockfight (unless the server already has it), favourites and promotions.
 */
export function buildNav(lanes: Lane[]): NavEntry[] {
  const entries: NavEntry[] = [{ key: 'home', path: '/', testId: 'nav-home' }];
  for (const lane of lanes)
    entries.push({ key: lane.type, path: gameTypePath[lane.type], testId: `nav-${lane.type}` });
  if (!lanes.some((l) => l.type === 'COCKFIGHT')) {
    entries.push({ key: 'COCKFIGHT', path: gameTypePath.COCKFIGHT, testId: 'nav-COCKFIGHT' });
  }
  entries.push({ key: 'favorite', path: '/favorite', testId: 'nav-favorite' });
  entries.push({ key: 'promotions', path: '/promotions', testId: 'nav-promotions' });
  return entries;
}

const homePaths: ReadonlySet<string> = new Set([
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/register',
]);

/** Which entry a path lights up; lobby aliases all count as home. */
export function activeNavKey(pathname: string, entries: NavEntry[]): NavKey | null {
  const path = pathname.toLowerCase();
  if (homePaths.has(path)) return 'home';
  return entries.find((e) => e.path !== '/' && e.path.toLowerCase() === path)?.key ?? null;
}
