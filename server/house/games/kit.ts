import type { Seeds } from '../../core/money/fairness';

/**
 * What every house table's rules have in common (docs: shared games design, "One kit"): pure
 * functions from a round's seeds to its outcome and from a bet and the outcome to what the bet
 * returns, the spots a player may bet on, and each bet type's return to player as an exact ratio.
 * The round machinery (betting window, settlement) is written once on top of this.
 */

/** One stake on one bet spot ("big", "total:9", "split:17-20"), in minor units. */
export type Bet = { spot: string; stake: bigint };

/** An exact ratio num / den: a return to player the tests prove by enumeration. */
export type Ratio = { readonly num: bigint; readonly den: bigint };
export const ratio = (num: number | bigint, den: number | bigint): Ratio => ({
  num: BigInt(num),
  den: BigInt(den),
});

/** The ratio as the rules sheet states it: rounded to 4 places. */
export const roundedRtp = (r: Ratio) => Math.round((Number(r.num) * 10_000) / Number(r.den)) / 10_000;

/** Stake plus winnings at net odds given in hundredths ("60:1" is 6000n, "1 ăn 0.98" is 98n), floored. */
export const winReturn = (stake: bigint, oddsCents: bigint) => stake + (stake * oddsCents) / 100n;

export type TableRules<Outcome, BetType extends string> = {
  /** Every spot a bet may name, in layout order. */
  readonly spots: readonly string[];
  /** The bet type a spot belongs to (its row on the rules sheet); null: no such spot here. */
  betTypeOf(spot: string): BetType | null;
  /** The round's outcome from its committed seeds (server/core/money/fairness.ts). */
  draw(seeds: Seeds): Outcome;
  /** What the bet returns on this outcome, stake included (0: lost). Throws on an unknown spot. */
  payout(bet: Bet, outcome: Outcome): bigint;
  /** Each bet type's exact return to player. */
  readonly rtp: Readonly<Record<BetType, Ratio>>;
};

/** Refuses a spot the table does not have: a settlement must never guess. */
export function unknownSpot(family: string, spot: string): never {
  throw new Error(`${family}: no bet spot "${spot}"`);
}

/** An outcome and how many of the equally likely draws give it. */
export type Weighted<Outcome> = { outcome: Outcome; weight: bigint };

/**
 * A bet's exact expected return per unit staked over a complete outcome space (every outcome with
 * its weight): how the tests prove each stated RTP. The stake is 100 units so that every pay in
 * hundredths, and a half-stake refund, is exact.
 */
export function expectedReturn<Outcome>(
  rules: Pick<TableRules<Outcome, string>, 'payout'>,
  spot: string,
  space: readonly Weighted<Outcome>[],
): Ratio {
  const stake = 100n;
  let returned = 0n;
  let draws = 0n;
  for (const { outcome, weight } of space) {
    returned += weight * rules.payout({ spot, stake }, outcome);
    draws += weight;
  }
  return reduced({ num: returned, den: draws * stake });
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
/** The ratio in lowest terms, so two equal ratios compare equal. */
export const reduced = ({ num, den }: Ratio): Ratio => {
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
};

/**
 * What the tests hold a table to: every spot's exact return over the whole outcome space equals
 * its bet type's stated RTP, and every stated bet type has a spot. Returns the differences
 * ("total:9 returns 175/216, stated 200/216"); none when the rules keep their word.
 */
export function rtpMismatches<Outcome, BetType extends string>(
  rules: TableRules<Outcome, BetType>,
  space: readonly Weighted<Outcome>[],
): string[] {
  const out: string[] = [];
  const covered = new Set<string>();
  for (const spot of rules.spots) {
    const type = rules.betTypeOf(spot);
    if (type === null) {
      out.push(`${spot} has no bet type`);
      continue;
    }
    covered.add(type);
    const got = expectedReturn(rules, spot, space);
    const stated = reduced(rules.rtp[type]);
    if (got.num !== stated.num || got.den !== stated.den)
      out.push(`${spot} returns ${got.num}/${got.den}, stated ${stated.num}/${stated.den}`);
  }
  for (const type of Object.keys(rules.rtp)) if (!covered.has(type)) out.push(`${type} has no spot`);
  return out;
}

/** Each bet type's RTP as the published rules sheet must state it (rounded to 4 places). */
export const sheetRtp = (rtp: Readonly<Record<string, Ratio>>) =>
  Object.fromEntries(Object.entries(rtp).map(([type, r]) => [type, roundedRtp(r)]));
