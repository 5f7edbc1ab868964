import type { GameType, Language } from '../../../contract/common';
import type { GamesPage } from '../../../contract/games/schemas';
import type { Deps } from '../../core/context/deps';
import { Cached } from '../../core/storage/cached';
import { loadContent, toBanner } from '../announcements';
import { findGames } from '../games';
import { KeyedCache } from '../../core/storage/keyed-cache';
import { maxStillTiles, noHints, type ShellHints } from './render-shell';

/**
 * Not `/index.html`: that is the file the service worker stores and serves for every page of the
 * installed app, so it must stay the plain shell (a banner in it would cover every page).
 */
const homePaths = new Set(['/', '/index', '/home']);
/** Lobbies with a game grid (spec section 2): their first tiles are the largest paint. */
const gridPaths: Record<string, GameType> = {
  '/rng': 'RNG',
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/pvp': 'PVP',
};
/** The first tile (the largest paint): more preloads would share the slow line with the script. */
const preloadTiles = 1;
/** The typed lobby's first request: page 1 of 40 (spec section 9). */
const lobbyPageSize = 40;

export type FindShellHints = (
  path: string,
  query: URLSearchParams,
  language: Language,
) => Promise<ShellHints>;

/**
 * The hints for one route, from the same rows and queries the API answers from, cached like them
 * (dropped on a content change, at most a minute old).
 */
export function createShellHints(deps: Deps): FindShellHints {
  const content = new Cached(() => loadContent(deps.db), 10 * 60_000);
  // A content change drops both; the age limit is the backstop for a notification lost.
  const firstPages = new KeyedCache<GamesPage>({ maxEntries: 256, maxAgeMs: 10 * 60_000 });
  const drop = () => (content.invalidate(), firstPages.invalidate());
  deps.changes.on('catalogue', drop);
  deps.changes.on('site', drop);

  return async (path, query, language) => {
    const route = path.replace(/\/+$/, '').toLowerCase() || '/';
    if (homePaths.has(route)) {
      const row = (await content.get()).banners.find((b) => b.groupName === 'w_home');
      if (!row) return noHints;
      const banner = toBanner(row, language);
      return { route: '/', images: [banner.url], banner: { url: banner.url, title: banner.title } };
    }
    const gameType = gridPaths[route];
    if (!gameType) return noHints;
    const vendor = query.get('vassalage');
    const vassalage = vendor && /^[A-Za-z0-9_]{1,32}$/.test(vendor) ? vendor : undefined;
    const key = `${gameType}:${vassalage ?? ''}:${language}`;
    const page = await firstPages.get(key, () =>
      findGames(deps.db, { gameType, vassalage, language, pageNo: 1, pageSize: lobbyPageSize }),
    );
    return {
      route,
      images: page.games.slice(0, preloadTiles).map((g) => g.iconUrl),
      // The first row on a phone, drawn in the HTML over where the app draws it.
      tiles: page.games.slice(0, maxStillTiles).map((g) => g.iconUrl),
      data: { firstPage: { gameType, vassalage: vassalage ?? null, language, page } },
    };
  };
}
