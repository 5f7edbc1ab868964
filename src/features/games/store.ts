import { effect, signal } from '@preact/signals-react';
import type { GameType } from '../../../contract/common';
import type { GamesPage, GameTile, Lane, PrizeMode, VendorCard } from '../../../contract/games/schemas';
import * as paths from '../../../contract/paths';
import { apiGet, apiSend } from '../../lib/api';
import { language } from '../../lib/i18n';
import { read, write } from '../../lib/storage';
import { isLoggedIn, isTrial } from '../accounts/session';
import type { ToggleResult } from './favorites';
import { homeGameLimit, nextPageToLoad } from './list-view';

/** The lobby store of spec section 3: hot games, favourites, current game type and vendor, prize mode. */
export const hotGames = signal<GameTile[]>([]);
export const favGameIds = signal<number[]>([]);
export const favGameList = signal<{ content: GameTile[]; pageNum: number; totalPages: number }>({
  content: [],
  pageNum: 1,
  totalPages: 0,
});
export const currentGameType = signal<GameType | 'HOME'>('HOME');
export const currentVassalage = signal<string | null>(null);
export const prizeMode = signal<PrizeMode>('LOTT');
export const homeLanes = signal<Lane[] | null>(null);
export const recentGames = signal<GameTile[]>([]);
/** True while a member's favourites are on their way: until they arrive a heart cannot say on or off. */
export const favoritesLoading = signal(false);

// ---- session-storage cache (spec section 4: hot games and the vendor list; refetched on refresh)

/** How many hot games there are in all: the home shows them a page of 12 at a time. */
export const hotTotal = signal(0);

/** The home HOT section is the slots' hot list, asked a page at a time (ADR 071). */
const hotPage = (pageNo: number) =>
  apiGet(paths.hotGames, { gameType: 'RNG', pageNo, pageSize: homeGameLimit });

/** The cached first page shows at once; a fresh one replaces it (a reload always refetches). */
export async function loadHotGames(): Promise<void> {
  const key = `hotGames:${language.peek()}` as const;
  const cached = read('session', key);
  if (cached) {
    hotGames.value = cached;
    hotTotal.value = cached.length;
  }
  try {
    const { list, total } = await hotPage(1);
    hotGames.value = list;
    hotTotal.value = total ?? list.length;
    write('session', key, list);
  } catch {
    // Keep what we have; the section shows 'no data' when empty.
  }
}

/** Asks the next page of hot games when `wanted` are to be shown and fewer are here ("load more"). */
export async function loadMoreHotGames(wanted: number): Promise<void> {
  const have = hotGames.peek();
  const pageNo = nextPageToLoad(have.length, wanted, hotTotal.peek(), homeGameLimit);
  if (pageNo === undefined) return;
  try {
    const { list, total } = await hotPage(pageNo);
    // A language change or a reload meanwhile replaced the list: this page belongs to the old one.
    if (hotGames.peek() !== have) return;
    hotGames.value = [...have, ...list];
    hotTotal.value = total ?? hotTotal.peek();
  } catch {
    // The tiles already here stay; the next tap asks again.
  }
}

export async function loadLanes(): Promise<void> {
  const key = `gameVendor:${language.peek()}` as const;
  const cached = read('session', key);
  if (cached) homeLanes.value = cached;
  try {
    const { data } = await apiGet(paths.gameLanes);
    homeLanes.value = data.lanes;
    prizeMode.value = data.prizeMode;
    write('session', key, data.lanes);
  } catch {
    // Spec section 8: a failed vendor-list fetch shows no message.
    if (!homeLanes.peek()) homeLanes.value = [];
  }
}

export function vendorsOf(type: GameType): VendorCard[] {
  return homeLanes.value?.find((l) => l.title === type)?.cards ?? [];
}

// ---- member lists

const member = () => isLoggedIn.peek() && !isTrial.peek();

export async function loadFavorites(): Promise<void> {
  if (!member()) return;
  favoritesLoading.value = true;
  try {
    const page = await apiGet(paths.favorites, { pageSize: 999 });
    favGameList.value = page;
    favGameIds.value = page.content.map((g) => g.nodeId);
  } catch {
    // Favourites are optional decoration of the lobby.
  } finally {
    favoritesLoading.value = false;
  }
}

export async function loadRecent(): Promise<void> {
  if (!member()) return;
  try {
    const { list } = await apiGet(paths.recentGames, { pageSize: 20 });
    recentGames.value = list;
  } catch {
    recentGames.value = [];
  }
}

/**
 * The favourite rules (favorites.ts) load with the first toggle, not with the lobby's first paint
 * (ADR 063); created once, so their one-per-second throttle holds across toggles as before.
 */
let favorites: Promise<{ toggle: (tile: GameTile) => Promise<ToggleResult> }> | undefined;
const loadFavoriteRules = () =>
  import('./favorites').then(({ createFavorites }) =>
    createFavorites(
      {
        ids: { get: () => favGameIds.peek(), set: (ids) => (favGameIds.value = ids) },
        list: {
          get: () => favGameList.peek().content,
          set: (content) => (favGameList.value = { ...favGameList.peek(), content }),
        },
      },
      {
        serverIds: async () => (await apiGet(paths.favoriteIds)).ids,
        add: (tile) =>
          apiSend('POST', paths.addFavorite, {
            nodeId: tile.nodeId,
            vendor: tile.vassalage,
            gameType: tile.gameType,
          }),
        // removeFavorite's path with its {nodeId} filled: the favourites' path and the id
        // (contract/paths.test.ts holds them to it), which the build folds into one template.
        remove: (nodeId) => apiSend('DELETE', `${paths.favorites}/${nodeId}`),
      },
    ),
  );

export function toggleFavorite(tile: GameTile): Promise<ToggleResult> {
  // A failed load is not kept: the next tap tries again.
  favorites ??= loadFavoriteRules().catch((err: unknown) => {
    favorites = undefined;
    throw err;
  });
  return favorites.then((f) => f.toggle(tile));
}

export type { GamesPage };

let started = false;
/** Loads the lobby data now and again on a language or session change. */
export function startLobbyStore(): void {
  if (started) return;
  started = true;
  effect(() => {
    void language.value;
    void loadLanes();
    void loadHotGames();
  });
  effect(() => {
    const on = isLoggedIn.value && !isTrial.value;
    void language.value;
    if (on) {
      void loadFavorites();
      void loadRecent();
    } else {
      favGameIds.value = [];
      favGameList.value = { content: [], pageNum: 1, totalPages: 0 };
      recentGames.value = [];
    }
  });
}
