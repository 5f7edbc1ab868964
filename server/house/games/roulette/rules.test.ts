import { describe, expect, it } from 'vitest';
import { HOUSE_BET_TYPES } from '../../../../contract/house/rules';
import { rtpMismatches, sheetRtp, type Weighted } from '../kit';
import {
  ROULETTE_RTP,
  ROULETTE_SPOTS,
  coveredBy,
  roulette,
  rouletteBetType,
  roulettePayout,
  spinRoulette,
  type RouletteOutcome,
} from './rules';

/** The 37 pockets, each once. */
const pockets: Weighted<RouletteOutcome>[] = Array.from({ length: 37 }, (_, number) => ({
  outcome: { number },
  weight: 1n,
}));

const pays = (spot: string, number: number, stake = 1_000n) => roulettePayout({ spot, stake }, { number });
const count = (type: string) => ROULETTE_SPOTS.filter((s) => rouletteBetType(s) === type).length;

describe('European roulette rules (decision 098)', () => {
  it('returns exactly 36/37 on every spot of the layout, over the 37 pockets', () => {
    expect(rtpMismatches(roulette, pockets)).toEqual([]);
    expect(sheetRtp(ROULETTE_RTP)).toEqual(
      Object.fromEntries(Object.entries(HOUSE_BET_TYPES.roulette).map(([t, r]) => [t, r.rtp])),
    );
    expect(HOUSE_BET_TYPES.roulette.straight!.rtp).toBe(0.973);
  });

  it('lays out the European table: 37 straights, 60 splits, 14 streets, 23 corners, 11 six lines', () => {
    expect(count('straight')).toBe(37);
    expect(count('split')).toBe(60);
    expect(count('street')).toBe(14);
    expect(count('corner')).toBe(23);
    expect(count('six-line')).toBe(11);
    expect(count('dozen')).toBe(3);
    expect(count('column')).toBe(3);
    expect(coveredBy('column:1')).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(coveredBy('corner:1-2-4-5')).toEqual([1, 2, 4, 5]);
    expect(coveredBy('red')).toHaveLength(18);
    // Across a row end and off the table are not bets.
    for (const bad of [
      'split:3-4',
      'split:34-37',
      'corner:3-4-6-7',
      'street:2-3-4',
      'straight:37',
      'dozen:4',
    ])
      expect(rouletteBetType(bad)).toBeNull();
    expect(() => pays('split:3-4', 3)).toThrow(/no bet spot/);
  });

  it('loses every even chance and outside bet on zero, and pays the bets that cover it', () => {
    for (const spot of ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen:1', 'column:1'])
      expect(pays(spot, 0)).toBe(0n);
    expect(pays('straight:0', 0)).toBe(36_000n);
    expect(pays('split:0-2', 0)).toBe(18_000n);
    expect(pays('street:0-2-3', 0)).toBe(12_000n);
    expect(pays('corner:0-1-2-3', 0)).toBe(9_000n);
  });

  it('pays 36/n stakes on a covered number', () => {
    expect(pays('straight:17', 17)).toBe(36_000n);
    expect(pays('split:17-20', 20)).toBe(18_000n);
    expect(pays('street:34-35-36', 35)).toBe(12_000n);
    expect(pays('six-line:31-32-33-34-35-36', 31)).toBe(6_000n);
    expect(pays('dozen:3', 36)).toBe(3_000n);
    expect(pays('red', 1)).toBe(2_000n);
    expect(pays('black', 1)).toBe(0n);
    expect(pays('high', 19)).toBe(2_000n);
    expect(pays('low', 19)).toBe(0n);
  });

  it('spins from the round seeds', () => {
    const seeds = { serverSeed: '1'.repeat(64), clientSeed: 'table', nonce: 3 };
    expect(spinRoulette(seeds)).toEqual(spinRoulette(seeds));
    expect(spinRoulette(seeds).number).toBeLessThan(37);
  });
});
