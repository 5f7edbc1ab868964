import { homePaths, lotteryPaths, typedLobbyPaths, type LotteryKind } from '../../contract/routes';

/** Route facts from spec section 2, kept apart from components so they can be tested. */

export type { LotteryKind };
export { homePaths, lotteryPaths };

/** The typed lobbies by path (lowercase, as the route table spells them). */
export { typedLobbyPaths as lobbyPaths };

// Exact, case-sensitive paths: the spec lists the lowercase spellings only.
const noSideMenu: ReadonlySet<string> = new Set(['/seamless', '/lottert', '/vnlottery', '/sealottery']);

export function showsSideMenu(pathname: string): boolean {
  return !noSideMenu.has(pathname.replace(/\/+$/, '') || '/');
}

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
