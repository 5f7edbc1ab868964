import type { GameType } from '../../contract/common';
import { clientRoutes, pathsOf, type LotteryKind } from '../../contract/routes';

/** Route facts from spec section 2, kept apart from components so they can be tested. */

export type { LotteryKind };

export const homePaths: readonly string[] = pathsOf('home');

/** The typed lobbies by path (lowercase, as the table spells them). */
export const lobbyPaths: Record<string, GameType> = Object.fromEntries(
  clientRoutes.flatMap((r) => (r.page === 'typed-lobby' ? [[r.path, r.type]] : [])),
);

// Exact, case-sensitive paths: the spec lists the lowercase spellings only.
const noSideMenu: ReadonlySet<string> = new Set(['/seamless', '/lottert', '/vnlottery', '/sealottery']);

export function showsSideMenu(pathname: string): boolean {
  return !noSideMenu.has(pathname.replace(/\/+$/, '') || '/');
}

/** Lottery pages that need a session token; aliases included. */
export const lotteryPaths: Record<string, LotteryKind> = Object.fromEntries(
  clientRoutes.flatMap((r) => (r.page === 'lottery' ? [[r.path, r.kind]] : [])),
);

const gamePaths: ReadonlySet<string> = new Set(
  ['/seamless', ...Object.keys(lotteryPaths)].map((p) => p.toLowerCase()),
);

/**
 * Game pages whose `?token=` is the game's launch token (it names the player to the game provider),
 * not a login token handed over from another domain: start-up must leave it alone.
 */
export function carriesLaunchToken(pathname: string): boolean {
  return gamePaths.has(pathname.replace(/\/+$/, '').toLowerCase() || '/');
}
