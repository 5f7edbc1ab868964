/**
 * The house provider's published rules sheet (decision 093): which engine deals a lobby game, and
 * for every bet type of every engine its return to player and its weight, the share of the stake
 * it reports as valid bet. Plain values, no zod: the provider's engines state their RTP from here
 * (their tests prove each by enumeration), the game page shows it, and the operator's reward
 * settings are held against it so that no bet pays a grinder on average.
 */
import type { GameType } from '../common';
import type { HouseEngine } from './schemas';
import { BACCARAT_SIDES_VALID_BP, FULL_VALID_BP, LOW_EDGE_VALID_BP } from '../values';

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
 * The house tables with a rules sheet of their own (decision 098): server/house/games/<family>/
 * rules.ts plays them and its test proves each RTP below by exact enumeration. Not yet dealing a
 * lobby game: server/house/families.ts names a tile's family by its title, and the round machinery
 * will open them; until then the house-edge check holds them against every game type they may deal.
 */
export const TABLE_ENGINES = ['sic-bo', 'xoc-dia', 'bau-cua', 'dragon-tiger', 'fan-tan', 'roulette'] as const;
export type TableEngine = (typeof TABLE_ENGINES)[number];
/** An engine with a row on the rules sheet: one that deals lobby games today, or a table family. */
export type RulesEngine = HouseEngine | TableEngine;

const whole = (rtp: number): BetTypeRule => ({ rtp, weightBp: FULL_VALID_BP });
/** A bet type with an edge under 3.5% counts a fifth of its stake (LOW_EDGE_VALID_BP says why). */
const lowEdge = (rtp: number): BetTypeRule => ({ rtp, weightBp: LOW_EDGE_VALID_BP });

/** Sic bo / Tài xỉu over 216 rolls; big, small, odd and even lose on a triple. */
const SIC_BO_BET_TYPES = {
  big: lowEdge(0.9722),
  small: lowEdge(0.9722),
  odd: lowEdge(0.9722),
  even: lowEdge(0.9722),
  'total-4': whole(0.8472), // 60:1
  'total-5': whole(0.8611), // 30:1
  'total-6': whole(0.8333), // 17:1
  'total-7': whole(0.9028), // 12:1
  'total-8': whole(0.875), // 8:1
  'total-9': whole(0.9259), // 7:1
  'total-10': whole(0.875), // 6:1
  'total-11': whole(0.875),
  'total-12': whole(0.9259),
  'total-13': whole(0.875),
  'total-14': whole(0.9028),
  'total-15': whole(0.8333),
  'total-16': whole(0.8611),
  'total-17': whole(0.8472),
  triple: whole(0.838), // 180:1
  'any-triple': whole(0.8611), // 30:1
  double: whole(0.8148), // 10:1
  combo: whole(0.8333), // 5:1
  single: whole(0.9213), // 1, 2 or 3 to 1 by the dice showing it
};

/**
 * Every bet type of every engine. A new game family adds its engine here (the type requires every
 * engine), and the house-edge check then holds each bet type to RTP + the rewards < 100%.
 * Baccarat's player and banker share one weight, so a hand's opposite stakes cancel before it;
 * the tables' opposite spots (big/small, chẵn/lẻ, dragon/tiger, red/black...) share one too.
 */
export const HOUSE_BET_TYPES: Readonly<Record<RulesEngine, Readonly<Record<string, BetTypeRule>>>> = {
  slot: { line: { rtp: SLOT_RTP, weightBp: FULL_VALID_BP } },
  baccarat: {
    player: { rtp: BACCARAT_RTP.player, weightBp: BACCARAT_SIDES_VALID_BP },
    banker: { rtp: BACCARAT_RTP.banker, weightBp: BACCARAT_SIDES_VALID_BP },
    tie: { rtp: BACCARAT_RTP.tie, weightBp: FULL_VALID_BP },
  },
  lottery: { number: { rtp: LOTTERY_RTP, weightBp: FULL_VALID_BP } },
  'sic-bo': SIC_BO_BET_TYPES,
  /** 4 coins (16 outcomes); chẵn/lẻ pay 1 ăn 0.98 (a 2% commission on the win). */
  'xoc-dia': {
    even: lowEdge(0.99),
    odd: lowEdge(0.99),
    'four-red': whole(0.9375), // 14:1
    'four-white': whole(0.9375),
    'three-red': whole(0.9), // 2.6:1
    'three-white': whole(0.9),
  },
  /** 3 dice of six symbols; a symbol pays 1:1 per die showing it. */
  'bau-cua': { symbol: whole(0.9213) },
  /**
   * Two cards from a full 8-deck shoe each round, ace low; dragon and tiger pay 1:1 and lose half
   * on a tie; tie 11:1, suited tie 50:1.
   */
  'dragon-tiger': {
    dragon: whole(0.9627),
    tiger: whole(0.9627),
    tie: whole(0.8964),
    'suited-tie': whole(0.8602),
  },
  /** Beans counted off in fours (result 1-4), every win less a 5% commission. */
  'fan-tan': {
    fan: whole(0.9625), // 2.85:1
    nim: lowEdge(0.975), // 1.9:1, a push on its second number
    kwok: lowEdge(0.975), // 0.95:1 on two adjacent numbers
    odd: lowEdge(0.975), // 0.95:1
    even: lowEdge(0.975),
  },
  /** European single zero: n numbers covered pay 36/n - 1 to 1; even chances lose on zero. */
  roulette: Object.fromEntries(
    [
      'straight',
      'split',
      'street',
      'corner',
      'six-line',
      'dozen',
      'column',
      'red',
      'black',
      'odd',
      'even',
      'low',
      'high',
    ].map((t) => [t, lowEdge(0.973)]),
  ),
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

/**
 * Every engine with a rules-sheet row that may deal a game of this type and classify: the one that
 * deals it today and, for live tables, player-versus-player tables and RNG table games, every table
 * family (server/house/families.ts picks one by title). The house-edge check holds them all.
 */
export function houseEnginesOf(game: { gameType: GameType; classify: string | null }): RulesEngine[] {
  const dealing = houseEngineOf(game);
  const tables = game.gameType === 'LIVE' || game.gameType === 'PVP' || game.classify === 'TG';
  return tables ? [dealing, ...TABLE_ENGINES] : [dealing];
}

/** An engine's return to player by bet type, as the game page shows it. */
export const rtpOf = (engine: RulesEngine): Record<string, number> =>
  Object.fromEntries(Object.entries(HOUSE_BET_TYPES[engine]).map(([k, v]) => [k, v.rtp]));

/** An engine's share of the stake counted as valid bet, by bet type (1 = all of it). */
export const validShareOf = (engine: RulesEngine): Record<string, number> =>
  Object.fromEntries(
    Object.entries(HOUSE_BET_TYPES[engine]).map(([k, v]) => [k, v.weightBp / FULL_VALID_BP]),
  );
