import { describe, expect, it } from 'vitest';
import * as accounts from './accounts/endpoints';
import * as announcements from './announcements/endpoints';
import * as games from './games/endpoints';
import * as system from './system/endpoints';
import * as wallet from './wallet/endpoints';
import * as paths from './paths';

type Paths = typeof paths;
/** Each path with the endpoint its type names: the compiler holds the pairs to the types of paths.ts. */
const described: { [K in keyof Paths]: Paths[K] extends paths.PathOf<infer E> ? E : never } = {
  systemStatus: system.status,
  systemPermission: system.permission,
  announcementsList: announcements.announcements,
  memberInfo: accounts.memberInfo,
  logout: accounts.logout,
  memberLanguage: accounts.language,
  gameMenus: games.menus,
  hotGames: games.hot,
  gameLanes: games.lanes,
  winners: games.winners,
  favoriteIds: games.favoriteIds,
  favorites: games.favorites,
  addFavorite: games.addFavorite,
  recentGames: games.recent,
  memberIcon: accounts.raw.memberIcon,
  consolidatedFunds: wallet.consolidated,
};

describe("the lobby entry's paths (contract/paths.ts) against the endpoint descriptions", () => {
  it('every path is its endpoint’s path', () => {
    for (const [name, endpoint] of Object.entries<{ path: string }>(described))
      expect(paths[name as keyof Paths], name).toBe(endpoint.path);
  });

  it("a favourite's DELETE is the favourites' path and the game (the store fills it so)", () => {
    expect(games.removeFavorite.path).toBe(`${paths.favorites}/{nodeId}`);
  });

  it('lists every path of the module, and nothing else', () => {
    expect(Object.keys(described).sort()).toEqual(Object.keys(paths).sort());
  });
});
