/*
 * Red envelopes (lì xì, spec section 1; decision 058) as plain values: the schedule's numbers and
 * the split, which the server uses to create a drop and the PWA to re-derive it
 * from the revealed seed (no zod here: decision 008 keeps it out of the client's chunks).
 */

/**
 * The seeded nightly drop: 20:00 to 20:10 in the site's zone (GMT+7, no daylight saving), a total of
 * 10,000,000 ₫ in 100 shares of at least 20,000 ₫ each, paid as grants of the `red-envelope`
 * campaign (turnover once the amount within 7 days). The seeded notice states exactly these.
 */
export const NIGHTLY_DROP = {
  /** Hour and minute of the start, site time (UTC+7). */
  hour: 20,
  minute: 0,
  utcOffsetMinutes: 7 * 60,
  minutes: 10,
  total: 10_000_000n,
  shares: 100,
  minShare: 20_000n,
} as const;

/** Limits of an operator's drop. */
export const DROP_MAX_SHARES = 10_000;
export const DROP_MAX_MINUTES = 24 * 60;

export const dropStates = ['upcoming', 'open', 'ended'] as const;
export type DropState = (typeof dropStates)[number];

/**
 * The split of a drop (decision 058). `words` are the drop's random 32-bit numbers, one per share:
 * the first 4 bytes, then the next, of HMAC-SHA256(serverSeed, `${clientSeed}:0`), then of
 * HMAC-SHA256(serverSeed, `${clientSeed}:0:${k}`) for block k > 0 (the house games' scheme,
 * server/core/money/fairness.ts). Each share gets `minShare`, and the rest is divided in proportion to
 * (word + 1), rounded down; the units lost to rounding (fewer than the shares) go one each to the
 * first shares. Integers only, so the shares sum to `total` exactly and anyone recomputes the same.
 */
export function splitShares(words: readonly number[], total: bigint, minShare: bigint): bigint[] {
  const n = BigInt(words.length);
  if (n === 0n || minShare <= 0n || total < minShare * n)
    throw new RangeError('the total cannot pay the shares');
  const weights = words.map((w) => BigInt(w) + 1n);
  const sum = weights.reduce((a, b) => a + b, 0n);
  const rest = total - minShare * n;
  const amounts = weights.map((w) => minShare + (rest * w) / sum);
  let left = total - amounts.reduce((a, b) => a + b, 0n);
  for (let i = 0; left > 0n; i++, left--) amounts[i] = amounts[i]! + 1n;
  return amounts;
}
