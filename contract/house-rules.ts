/**
 * The house provider's published rules sheet (decision 093): which engine deals a lobby game, and
 * for every bet type of every engine its return to player and its weight, the share of the stake
 * it reports as valid bet. Plain values, no zod: the provider's engines state their RTP from here
 * (their tests prove each by enumeration), the game page shows it, and the operator's reward
 * settings are held against it so that no bet pays a grinder on average.
 */
import type { GameType } from './common';
import type { HouseEngine } from './house';
import { BACCARAT_SIDES_VALID_BP, FULL_VALID_BP } from './values';

export type BetTypeRule = {
  /** Return to player, stake included, rounded to 4 places (the engine test proves it). */
  rtp: number;
  /** The share of the stake counted as valid bet, in basis points (10,000 = all of it). */
  weightBp: number;
};

/** The slot: 3 reels of 20 stops, one line; exactly 7,684 / 8,000. */
export const SLOT_RTP = 0.9605;
/** Baccarat from an infinite shoe, banker paying 0.95:1, tie 8:1. */
export const BACCARAT_RTP = { player: 0.9877, banker: 0.9894, tie: 0.8588 } as const;
/** 5 of 100 numbers open, a hit pays 19: 5/100 x 19. */
export const LOTTERY_RTP = 0.95;

/**
 * Every bet type of every engine. A new game family adds its engine here (the type requires every
 * engine), and the house-edge check then holds each bet type to RTP + the rewards < 100%.
 * Baccarat's player and banker share one weight, so a hand's opposite stakes cancel before it.
 */
export const HOUSE_BET_TYPES: Readonly<Record<HouseEngine, Readonly<Record<string, BetTypeRule>>>> = {
  slot: { line: { rtp: SLOT_RTP, weightBp: FULL_VALID_BP } },
  baccarat: {
    player: { rtp: BACCARAT_RTP.player, weightBp: BACCARAT_SIDES_VALID_BP },
    banker: { rtp: BACCARAT_RTP.banker, weightBp: BACCARAT_SIDES_VALID_BP },
    tie: { rtp: BACCARAT_RTP.tie, weightBp: FULL_VALID_BP },
  },
  lottery: { number: { rtp: LOTTERY_RTP, weightBp: FULL_VALID_BP } },
};

/**
 * Which engine deals a game (ADR 013): lotteries draw; live tables, player-versus-player, table
 * games (classify TG) and the two-sided books (sports, e-sports, cockfight: home/away/draw is
 * player/banker/tie) deal baccarat; slots, fishing, jackpots and the other classified machine
 * games spin the slot. Every game type lands somewhere, so every lobby game is playable.
 */
export function houseEngineOf(game: { gameType: GameType; classify: string | null }): HouseEngine {
  switch (game.gameType) {
    case 'LOTT':
    case 'ELOTT':
      return 'lottery';
    case 'LIVE':
    case 'PVP':
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return 'baccarat';
    case 'RNG':
    case 'FISH':
      return game.classify === 'TG' ? 'baccarat' : 'slot';
  }
}

/** An engine's return to player by bet type, as the game page shows it. */
export const rtpOf = (engine: HouseEngine): Record<string, number> =>
  Object.fromEntries(Object.entries(HOUSE_BET_TYPES[engine]).map(([k, v]) => [k, v.rtp]));

/** An engine's share of the stake counted as valid bet, by bet type (1 = all of it). */
export const validShareOf = (engine: HouseEngine): Record<string, number> =>
  Object.fromEntries(
    Object.entries(HOUSE_BET_TYPES[engine]).map(([k, v]) => [k, v.weightBp / FULL_VALID_BP]),
  );
