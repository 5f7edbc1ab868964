import { del, get, post } from '../endpoint';
import type { GamesSchemas as S } from './schemas';

/**
 * The lobby (spec sections 3 and 4): the catalogue's reads, the same for every visitor (several
 * are answered by the fast lane before Hono, decision 042), the jackpot's pool, a member's
 * favourites and recent games, and starting a game.
 */
export const catalogue = '/lgw/games';

export const menus = get<S['menus']>(`${catalogue}/game_menus`);
export const list = get<S['list']>(`${catalogue}/list`);
export const hot = get<S['hot']>(`${catalogue}/hot`);
export const vendors = get<S['vendors']>(`${catalogue}/vendors`);
export const vendorGameTypes = get<S['vendorGameTypes']>(`${catalogue}/vendor_game_types`);
export const lanes = get<S['lanes']>(`${catalogue}/lanes`);
export const winners = get<S['winners']>(`${catalogue}/winners`);
export const jackpot = get<S['jackpot']>(`${catalogue}/jackpot`);

/** A member's favourites and recent games: token required, trial accounts refused. */
export const favoriteIds = get<S['favoriteIds']>('/wps/member/favorites/ids');
export const favorites = get<S['favorites']>('/wps/member/favorites');
export const addFavorite = post<S['addFavorite']>('/wps/member/favorites');
export const removeFavorite = del<S['removeFavorite']>('/wps/member/favorites/{nodeId}');
export const recent = get<S['recent']>('/wps/member/games/recent');

/** Start a game (spec section 4): members, and trial accounts on games with free play. */
export const launch = post<S['launch']>('/wps/game/launchGame');
