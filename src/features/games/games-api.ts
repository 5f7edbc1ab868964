import type { z } from 'zod';
import * as games from '../../../contract/endpoints/games';
import type { GamesSchemas } from '../../../contract/games';
import { api } from '../../lib/call';

/*
 * The lobby's calls outside the entry (decision 064), described in contract/endpoints/games.ts.
 * The entry's own calls (menus, lanes, hot, favourites, recent in store.ts and menus.ts, winners
 * in HomeParts.tsx) keep their paths on apiGet: decision 072 says why. Every GET carries the
 * visitor's language (apiGet), the one the lobby shows.
 */

type QueryOf<K extends 'list' | 'hot' | 'recent'> = Omit<z.input<GamesSchemas[K]['query']>, 'language'>;

export const findGamesPage = (query: QueryOf<'list'>) => api(games.list, { query });
export const findHotGames = (query: QueryOf<'hot'>) => api(games.hot, { query });
export const findRecentGames = (query: QueryOf<'recent'>) => api(games.recent, { query });
export const getJackpot = () => api(games.jackpot);
export const findGameMenus = () => api(games.menus);
export const launchGame = (body: z.input<GamesSchemas['launch']['body']>) => api(games.launch, { body });
