import type { z } from 'zod';
import type { CallSchemas, Endpoint, Method, RawEndpoint } from './endpoint';
import type * as accounts from './accounts/endpoints';
import type * as announcements from './announcements/endpoints';
import type * as games from './games/endpoints';
import type * as system from './system/endpoints';
import type * as wallet from './wallet/endpoints';

/*
 * The paths of the calls the lobby's first download makes (decision 081), as
 * plain strings. The endpoint modules describe them already, but a module the entry imports puts
 * every export some screen uses into the entry's chunk (Rollup places a module in one chunk), and
 * `api()` with them would grow the entry too. So the entry takes these strings: each is typed by
 * its endpoint (the type alone: `apiGet` and `apiSend` take their query, body, method and answer
 * from it), `contract/paths.test.ts` checks each against its endpoint's path, and the build writes
 * each in as a literal where it is used (scripts/vite-inline-paths.ts), so the names cost no bytes.
 */

/** A path of an endpoint: a string at run time, the endpoint's method and schemas as its type. */
export type PathOf<E extends Endpoint | RawEndpoint> = string & { readonly [endpoint]: E };
declare const endpoint: unique symbol;
/** Any other path: a string that is not a contract path (so a contract path takes its typed overload). */
export type OtherPath = string & { readonly [endpoint]?: never };

type EndpointOf<P> = P extends PathOf<infer E> ? E : never;
type SchemasOf<P> = EndpointOf<P> extends Endpoint<infer S> ? S : never;

/** The endpoint's method: what the caller of a path passes to `apiSend`. */
export type MethodOf<P> = EndpointOf<P> extends Endpoint<CallSchemas, infer M extends Method> ? M : never;
/** The answer's value of the call at a path, as the contract's schema gives it. */
export type AnswerOf<P> = z.output<SchemasOf<P>['value']>;
/** The query of a GET at a path (without the language every GET carries), or its write's body. */
export type QueryOf<P> = SchemasOf<P> extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
export type BodyOf<P> = SchemasOf<P> extends { body: infer B extends z.ZodType } ? z.input<B> : never;

// The site (contract/system/endpoints.ts)
export const systemStatus = '/wps/system/status' as PathOf<typeof system.status>;
export const systemPermission = '/wps/system/permission' as PathOf<typeof system.permission>;

// Announcements (contract/announcements/endpoints.ts)
export const announcementsList = '/wps/system/announcements' as PathOf<typeof announcements.announcements>;

// The session (contract/accounts/endpoints.ts)
export const memberInfo = '/wps/member/info' as PathOf<typeof accounts.memberInfo>;
export const logout = '/wps/session/logout' as PathOf<typeof accounts.logout>;
export const memberLanguage = '/wps/member/language' as PathOf<typeof accounts.language>;

// The lobby (contract/games/endpoints.ts)
export const gameMenus = '/lgw/games/game_menus' as PathOf<typeof games.menus>;
export const hotGames = '/lgw/games/hot' as PathOf<typeof games.hot>;
export const gameLanes = '/lgw/games/lanes' as PathOf<typeof games.lanes>;
export const winners = '/lgw/games/winners' as PathOf<typeof games.winners>;
export const favoriteIds = '/wps/member/favorites/ids' as PathOf<typeof games.favoriteIds>;
export const favorites = '/wps/member/favorites' as PathOf<typeof games.favorites>;
export const addFavorite = '/wps/member/favorites' as PathOf<typeof games.addFavorite>;
export const recentGames = '/wps/member/games/recent' as PathOf<typeof games.recent>;

// The header's avatar, an image (contract/accounts/endpoints.ts raw): the header's chunk need not
// load the login screens' endpoints for it.
export const memberIcon = '/wps/member/info/icon' as PathOf<typeof accounts.raw.memberIcon>;

// The agent centre's funds, the wallet's call (contract/wallet/endpoints.ts): the agent's chunk
// need not load the wallet's endpoints for it.
export const consolidatedFunds = '/wps/member/info/funds/consolidated' as PathOf<typeof wallet.consolidated>;
