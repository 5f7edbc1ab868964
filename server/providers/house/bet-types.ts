import type { HouseEngine } from '../../../contract/house';
import { BACCARAT_SIDES_VALID_BP, FULL_VALID_BP } from '../../../contract/values';
import { BACCARAT_RTP, type BaccaratSide } from './engines/baccarat';
import { LOTTERY_RTP } from './engines/lottery';
import { SLOT_RTP } from './engines/slot';

/**
 * A bet type the house offers, as its rules sheet states it: the return to player (proved by
 * enumeration in the engine's test) and its weight, the share of the stake it reports as valid
 * bet, in basis points. The valid bet is what the operator's turnover, rebate, points, missions,
 * VIP and jackpot feed count (decision 093): a bet type whose edge is thinner than the rewards
 * paid on a valid bet would pay a grinder on average, so it counts for less, as the market counts
 * low-edge games at 10-20%.
 */
export type BetType = { rtp: number; weightBp: number };

/** 100%: the whole stake counts. */
export const FULL_WEIGHT_BP = FULL_VALID_BP;

/**
 * Baccarat's player and banker bets (edges 1.23% and 1.06%) count 20% of their stake; the tie
 * (edge 14.12%) counts whole. Player and banker share one weight, so the stakes of one hand still
 * cancel before the weight (decision 032).
 */
export const BACCARAT_WEIGHT_BP: Readonly<Record<BaccaratSide, number>> = {
  player: BACCARAT_SIDES_VALID_BP,
  banker: BACCARAT_SIDES_VALID_BP,
  tie: FULL_WEIGHT_BP,
};

/**
 * Every bet type of every engine. A new game family adds its engine here (the type demands it),
 * and the house-edge test then holds its bet types to RTP + every per-bet reward < 100%.
 */
export const HOUSE_BET_TYPES: Readonly<Record<HouseEngine, Readonly<Record<string, BetType>>>> = {
  slot: { line: { rtp: SLOT_RTP, weightBp: FULL_WEIGHT_BP } },
  baccarat: {
    player: { rtp: BACCARAT_RTP.player, weightBp: BACCARAT_WEIGHT_BP.player },
    banker: { rtp: BACCARAT_RTP.banker, weightBp: BACCARAT_WEIGHT_BP.banker },
    tie: { rtp: BACCARAT_RTP.tie, weightBp: BACCARAT_WEIGHT_BP.tie },
  },
  lottery: { number: { rtp: LOTTERY_RTP, weightBp: FULL_WEIGHT_BP } },
};

/** An engine's return to player by bet type, as the game page shows it. */
export const rtpOf = (engine: HouseEngine): Record<string, number> =>
  Object.fromEntries(Object.entries(HOUSE_BET_TYPES[engine]).map(([k, v]) => [k, v.rtp]));

/** An engine's share of the stake counted as valid bet, by bet type (1 = all of it). */
export const validShareOf = (engine: HouseEngine): Record<string, number> =>
  Object.fromEntries(
    Object.entries(HOUSE_BET_TYPES[engine]).map(([k, v]) => [k, v.weightBp / FULL_WEIGHT_BP]),
  );
