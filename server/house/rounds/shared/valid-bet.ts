import type { SharedTable } from './table';

/** Spot -> total stake of one player's slips on one round. */
export type SpotStakes = Map<string, bigint>;

export function addSpots(into: SpotStakes, spots: Record<string, string>): SpotStakes {
  for (const [spot, stake] of Object.entries(spots)) into.set(spot, (into.get(spot) ?? 0n) + BigInt(stake));
  return into;
}

/**
 * A player's valid bet on one round (decision 100; baccarat's rule, decision 093, on every
 * table): stakes on opposite spots cancel (|big − small| counts, at the pair's weight), every other
 * spot counts at its bet type's weight; floored to whole minor units.
 */
export function roundValidBet(table: SharedTable, stakes: SpotStakes): bigint {
  const weighted = (spot: string, amount: bigint) => {
    const type = table.rules.betTypeOf(spot);
    return type === null ? 0n : amount * BigInt(table.weightBp(type));
  };
  let sum = 0n;
  const paired = new Set<string>();
  for (const [a, b] of table.opposites) {
    const sa = stakes.get(a) ?? 0n;
    const sb = stakes.get(b) ?? 0n;
    paired.add(a).add(b);
    sum += sa > sb ? weighted(a, sa - sb) : weighted(b, sb - sa);
  }
  for (const [spot, amount] of stakes) if (!paired.has(spot)) sum += weighted(spot, amount);
  return sum / 10_000n;
}

/**
 * The round's valid bet split over the player's slips (each slip is one seamless bet with its own
 * win), in proportion to their stakes, the last taking the remainder: the wins' valid bets add up
 * to the round's, and a resent win says the same because it is stored.
 */
export function splitValidBet(valid: bigint, stakes: readonly bigint[]): bigint[] {
  const total = stakes.reduce((a, b) => a + b, 0n);
  if (total === 0n) return stakes.map(() => 0n);
  let given = 0n;
  return stakes.map((s, i) => {
    const share = i === stakes.length - 1 ? valid - given : (valid * s) / total;
    given += share;
    return share;
  });
}
