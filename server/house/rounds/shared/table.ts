import type { Seeds } from '../../../core/money/fairness';
import type { Bet } from '../../games/kit';

/**
 * What the shared round needs to know about a family (decision 100): its pure rules (kit.ts), its
 * clock and its limits, which spots are opposite sides of one round (their stakes cancel in the
 * valid bet) and each bet type's valid-bet weight from the rules sheet. The lifecycle, the bets
 * and the stream are written once over this; a family only fills it in (server/house/tables/).
 */
export type SharedTable = {
  family: string;
  rules: TableOf;
  /** Seconds from a round's opening to its close: the betting window. */
  bettingSeconds: number;
  /** Seconds from one round's opening to the next's (betting window, draw and result on show). */
  periodSeconds: number;
  limits: TableLimits;
  /** Pairs of spots that cannot both win (big/small, chẵn/lẻ...): their stakes cancel. */
  opposites: readonly (readonly [string, string])[];
  /** A bet type's share of the stake counted as valid bet, in basis points (contract/house/rules.ts). */
  weightBp(betType: string): number;
};

/**
 * A family's rules (kit.ts TableRules) seen from the round: the outcome is the family's own type,
 * stored as JSON by the round and handed back to `payout` as it was drawn.
 */
export type TableOf = {
  readonly spots: readonly string[];
  betTypeOf(spot: string): string | null;
  draw(seeds: Seeds): unknown;
  payout(bet: Bet, outcome: never): bigint;
};

/** Per spot: a stake from `minStake` to `maxSpot`; per player and round: at most `maxRound`. */
export type TableLimits = { minStake: bigint; maxSpot: bigint; maxRound: bigint };

/** A bet's payout through the table's rules, on the outcome the round stored. */
export const payoutOf = (table: SharedTable, spot: string, stake: bigint, outcome: unknown) =>
  table.rules.payout({ spot, stake }, outcome as never);
