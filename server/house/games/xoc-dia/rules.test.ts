import { describe, expect, it } from 'vitest';
import { HOUSE_BET_TYPES } from '../../../../contract/house/rules';
import { rtpMismatches, sheetRtp, type Weighted } from '../kit';
import {
  shakeXocDia,
  xocDia,
  xocDiaBetType,
  xocDiaOutcome,
  xocDiaPayout,
  XOC_DIA_RTP,
  type Coin,
  type XocDiaOutcome,
} from './rules';

/** All 16 throws of four coins, each once. */
const throws: Weighted<XocDiaOutcome>[] = [];
const faces: Coin[] = ['red', 'white'];
for (const a of faces)
  for (const b of faces)
    for (const c of faces)
      for (const d of faces) throws.push({ outcome: xocDiaOutcome([a, b, c, d]), weight: 1n });

const withReds = (reds: number) => throws.find((t) => t.outcome.reds === reds)!.outcome;
const pays = (spot: string, reds: number, stake = 1_000n) => xocDiaPayout({ spot, stake }, withReds(reds));

describe('xóc đĩa rules (decision 098)', () => {
  it('returns exactly the stated RTP on every spot, over all 16 throws', () => {
    expect(throws).toHaveLength(16);
    expect(rtpMismatches(xocDia, throws)).toEqual([]);
  });

  it('states the rules sheet from the exact RTP: chẵn/lẻ 99% after the commission', () => {
    expect(sheetRtp(XOC_DIA_RTP)).toEqual(
      Object.fromEntries(Object.entries(HOUSE_BET_TYPES['xoc-dia']).map(([t, r]) => [t, r.rtp])),
    );
    expect(HOUSE_BET_TYPES['xoc-dia'].even!.rtp).toBe(0.99);
  });

  it('takes 2% of a chẵn or lẻ win and none of the stake; 4 đỏ and 4 trắng are chẵn too', () => {
    expect(pays('even', 2)).toBe(1_980n);
    expect(pays('even', 4)).toBe(1_980n);
    expect(pays('even', 0)).toBe(1_980n);
    expect(pays('even', 3)).toBe(0n);
    expect(pays('odd', 1)).toBe(1_980n);
    expect(pays('odd', 4)).toBe(0n);
    // The commission floors to whole minor units: 0.98 x 150 = 147.
    expect(pays('odd', 3, 150n)).toBe(297n);
    expect(pays('four-red', 4)).toBe(15_000n);
    expect(pays('four-white', 0)).toBe(15_000n);
    expect(pays('four-white', 4)).toBe(0n);
    expect(pays('three-red', 3)).toBe(3_600n);
    expect(pays('three-white', 1)).toBe(3_600n);
    expect(pays('three-white', 3)).toBe(0n);
  });

  it('refuses a spot it does not have, and throws from the round seeds', () => {
    expect(xocDiaBetType('chan')).toBeNull();
    expect(xocDiaBetType('toString')).toBeNull();
    expect(() => pays('toString', 2)).toThrow(/no bet spot/);
    const seeds = { serverSeed: 'c'.repeat(64), clientSeed: 'table', nonce: 9 };
    const shaken = shakeXocDia(seeds);
    expect(shakeXocDia(seeds)).toEqual(shaken);
    expect(shaken.reds).toBe(shaken.coins.filter((c) => c === 'red').length);
  });
});
