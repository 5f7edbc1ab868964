import { describe, expect, it } from 'vitest';
import { HOUSE_BET_TYPES } from '../../../../contract/house/rules';
import { rtpMismatches, sheetRtp, type Weighted } from '../kit';
import {
  rollSicBo,
  sicBo,
  sicBoBetType,
  sicBoOutcome,
  sicBoPayout,
  SIC_BO_RTP,
  type SicBoOutcome,
} from './rules';

/** All 216 ordered rolls of three dice, each once. */
const rolls: Weighted<SicBoOutcome>[] = [];
for (let a = 1; a <= 6; a++)
  for (let b = 1; b <= 6; b++)
    for (let c = 1; c <= 6; c++) rolls.push({ outcome: sicBoOutcome([a, b, c]), weight: 1n });

const pays = (spot: string, dice: [number, number, number], stake = 1_000n) =>
  sicBoPayout({ spot, stake }, sicBoOutcome(dice));

describe('sic bo rules (decision 098)', () => {
  it('returns exactly the stated RTP on every spot, over all 216 rolls', () => {
    expect(rolls).toHaveLength(216);
    expect(rtpMismatches(sicBo, rolls)).toEqual([]);
    expect(sicBo.spots).toHaveLength(4 + 14 + 6 + 1 + 6 + 15 + 6);
  });

  it('states the rules sheet from the exact RTP, big/small at 97.22%', () => {
    expect(sheetRtp(SIC_BO_RTP)).toEqual(
      Object.fromEntries(Object.entries(HOUSE_BET_TYPES['sic-bo']).map(([t, r]) => [t, r.rtp])),
    );
    expect(HOUSE_BET_TYPES['sic-bo'].big!.rtp).toBe(0.9722);
    expect(HOUSE_BET_TYPES['sic-bo'].single!.rtp).toBe(0.9213);
  });

  it('loses big, small, odd and even on a triple, and pays triples and totals on it', () => {
    for (const spot of ['big', 'small', 'odd', 'even']) {
      expect(pays(spot, [4, 4, 4])).toBe(0n);
      expect(pays(spot, [3, 3, 3])).toBe(0n);
    }
    expect(pays('big', [4, 4, 5])).toBe(2_000n);
    expect(pays('small', [1, 4, 5])).toBe(2_000n);
    expect(pays('odd', [1, 4, 6])).toBe(2_000n);
    expect(pays('even', [1, 4, 6])).toBe(0n);
    expect(pays('triple:4', [4, 4, 4])).toBe(181_000n);
    expect(pays('triple:4', [5, 5, 5])).toBe(0n);
    expect(pays('any-triple', [5, 5, 5])).toBe(31_000n);
    expect(pays('total:12', [4, 4, 4])).toBe(8_000n);
    expect(pays('total:4', [1, 2, 1])).toBe(61_000n);
    expect(pays('double:4', [4, 4, 4])).toBe(11_000n);
  });

  it('pays a single number per die showing it and a combination once', () => {
    expect(pays('single:2', [2, 5, 6])).toBe(2_000n);
    expect(pays('single:2', [2, 2, 6])).toBe(3_000n);
    expect(pays('single:2', [2, 2, 2])).toBe(4_000n);
    expect(pays('single:3', [2, 2, 2])).toBe(0n);
    expect(pays('combo:2-5', [2, 5, 5])).toBe(6_000n);
    expect(pays('combo:2-5', [2, 2, 6])).toBe(0n);
  });

  it('names each spot its bet type and refuses a spot it does not have', () => {
    expect(sicBoBetType('total:9')).toBe('total-9');
    expect(sicBoBetType('combo:2-5')).toBe('combo');
    for (const bad of ['total:3', 'total:18', 'combo:5-2', 'combo:3-3', 'single:7', 'tai', ''])
      expect(sicBoBetType(bad)).toBeNull();
    expect(() => pays('total:3', [1, 1, 1])).toThrow(/no bet spot/);
  });

  it('rolls from the round seeds, the same dice for the same seeds', () => {
    const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'table', nonce: 5 };
    const roll = rollSicBo(seeds);
    expect(rollSicBo(seeds)).toEqual(roll);
    for (const d of roll.dice) expect(d >= 1 && d <= 6).toBe(true);
    expect(roll.total).toBe(roll.dice[0] + roll.dice[1] + roll.dice[2]);
  });
});
