import type { GameType } from '../../contract/common';

/** Route facts from spec section 2, kept apart from components so they can be tested. */

export const homePaths = ['/', '/index', '/index.html', '/home'] as const;

export const lobbyPaths: Record<string, GameType> = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/cockfight': 'COCKFIGHT',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/rng': 'RNG',
  '/pvp': 'PVP',
};

// Exact, case-sensitive paths: the spec lists the lowercase spellings only.
const noSideMenu: ReadonlySet<string> = new Set(['/seamless', '/lottert', '/vnlottery', '/sealottery']);

export function showsSideMenu(pathname: string): boolean {
  return !noSideMenu.has(pathname.replace(/\/+$/, '') || '/');
}

export type LotteryKind = 'lottery' | 'sea' | 'vn';

/** Lottery pages that need a session token; aliases included. */
export const lotteryPaths: Record<string, LotteryKind> = {
  '/lottery': 'lottery',
  '/lottert': 'lottery',
  '/seaLottery': 'sea',
  '/sealottery': 'sea',
  '/vnLottery': 'vn',
  '/vnlottery': 'vn',
};

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
