import { pick, roundFloats, type Seeds } from '../../../core/money/fairness';
import { ratio, unknownSpot, winReturn, type Bet, type Ratio, type TableRules } from '../kit';

/**
 * Bầu cua tôm cá (decision 098): three dice of six symbols, one float of the round's seeds each.
 * A bet on a symbol pays 1:1 per die showing it (2:1 on two, 3:1 on three) and loses if none
 * does: the sic bo single number with pictures, edge 17/216 (research section 4).
 */
export const BAU_CUA_SYMBOLS = ['bau', 'cua', 'tom', 'ca', 'ga', 'nai'] as const;
export type BauCuaSymbol = (typeof BAU_CUA_SYMBOLS)[number];
export type BauCuaOutcome = { dice: readonly [BauCuaSymbol, BauCuaSymbol, BauCuaSymbol] };
export type BauCuaBetType = 'symbol';

/** Net odds in hundredths by how many dice show the symbol (1, 2, 3). */
export const BAU_CUA_ODDS = [100n, 200n, 300n] as const;

/** Over 216 rolls a symbol shows on 75 once, 15 twice and 1 thrice: (75x2 + 15x3 + 1x4) / 216. */
export const BAU_CUA_RTP: Readonly<Record<BauCuaBetType, Ratio>> = { symbol: ratio(199, 216) };

export const BAU_CUA_SPOTS: readonly string[] = BAU_CUA_SYMBOLS.map((s) => `symbol:${s}`);
const SPOTS = new Set(BAU_CUA_SPOTS);

/** Three dice, one float of the round's stream each. */
export function rollBauCua(seeds: Seeds): BauCuaOutcome {
  const [a, b, c] = roundFloats(seeds, 3).map((f) => BAU_CUA_SYMBOLS[pick(f, 6)]!);
  return { dice: [a!, b!, c!] };
}

export const bauCuaBetType = (spot: string): BauCuaBetType | null => (SPOTS.has(spot) ? 'symbol' : null);

export function bauCuaPayout(bet: Bet, { dice }: BauCuaOutcome): bigint {
  if (!SPOTS.has(bet.spot)) unknownSpot('bau-cua', bet.spot);
  const shown = dice.filter((d) => `symbol:${d}` === bet.spot).length;
  return shown === 0 ? 0n : winReturn(bet.stake, BAU_CUA_ODDS[shown - 1]!);
}

export const bauCua: TableRules<BauCuaOutcome, BauCuaBetType> = {
  spots: BAU_CUA_SPOTS,
  betTypeOf: bauCuaBetType,
  draw: rollBauCua,
  payout: bauCuaPayout,
  rtp: BAU_CUA_RTP,
};
