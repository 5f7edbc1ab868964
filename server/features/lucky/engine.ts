import { hashServerSeed, pick, roundFloats, type Seeds } from '../../core/money/fairness';

/**
 * A draw from a weighted prize table (decision 057), provably fair as the house games (ADR 012):
 * the first float of HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`) picks a weight ticket in
 * [0, sum of weights), and the prize is the one whose cumulative range holds it. A prize of weight
 * w out of W is drawn with probability w / W (up to 2^-32 of rounding): the odds on the screen.
 */
export function drawFromTable(seeds: Seeds, weights: readonly number[]) {
  const total = weights.reduce((a, w) => a + w, 0);
  if (weights.length === 0 || weights.some((w) => !Number.isInteger(w) || w <= 0))
    throw new Error('a prize table needs positive integer weights');
  const roll = roundFloats(seeds, 1)[0]!;
  const ticket = pick(roll, total);
  let upTo = 0;
  for (let i = 0; i < weights.length; i++) {
    upTo += weights[i]!;
    if (ticket < upTo) return { roll, ticket, drawn: i };
  }
  throw new Error('unreachable: the ticket is below the sum of weights');
}

/** What the verify call answers: the hash of the revealed seed and the draw it gives. */
export const verifyDraw = (seeds: Seeds, weights: readonly number[]) => ({
  serverSeedHash: hashServerSeed(seeds.serverSeed),
  ...drawFromTable(seeds, weights),
});
