import { pick, roundFloats, type Seeds } from './fairness';

/**
 * The house lottery (LOTT, ELOTT, /vnLottery, ADR 013): each draw opens 5 distinct two-digit
 * numbers (00-99) by a partial Fisher-Yates shuffle of the draw's floats. A bet picks 1 to 10
 * numbers with one stake each; a picked number among the opened five returns 19 times its
 * stake. RTP: 5/100 × 19 = 95%.
 */
export const LOTTERY_NUMBERS = 100;
export const LOTTERY_OPENED = 5;
export const LOTTERY_PAY = 19n;
export { LOTTERY_RTP } from '../../../contract/house/rules';

/** The draw's public client seed: anyone can recompute a draw from its revealed server seed. */
export const drawClientSeed = (gameCode: string, drawNo: number) => `${gameCode}:${drawNo}`;

export function drawNumbers(seeds: Seeds): number[] {
  const pool = Array.from({ length: LOTTERY_NUMBERS }, (_, i) => i);
  const f = roundFloats(seeds, LOTTERY_OPENED);
  for (let i = 0; i < LOTTERY_OPENED; i++) {
    const j = i + pick(f[i]!, LOTTERY_NUMBERS - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, LOTTERY_OPENED);
}

/** The return of picks with one stake each against the opened numbers. */
export function lotteryPayout(
  picks: readonly number[],
  stakeEach: bigint,
  opened: readonly number[],
): bigint {
  const hits = picks.filter((p) => opened.includes(p)).length;
  return BigInt(hits) * stakeEach * LOTTERY_PAY;
}
