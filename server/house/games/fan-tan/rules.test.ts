import { describe, expect, it } from 'vitest';
import { HOUSE_BET_TYPES } from '../../../../contract/house/rules';
import { rtpMismatches, sheetRtp, type Weighted } from '../kit';
import {
  FAN_TAN_BEANS,
  FAN_TAN_RTP,
  drawFanTan,
  fanTan,
  fanTanBetType,
  fanTanOutcome,
  fanTanPayout,
  type FanTanOutcome,
} from './rules';

/** Every bean count the draw can pick, each once: 100 counts, 25 per result. */
const piles: Weighted<FanTanOutcome>[] = Array.from({ length: FAN_TAN_BEANS.counts }, (_, i) => ({
  outcome: fanTanOutcome(FAN_TAN_BEANS.fewest + i),
  weight: 1n,
}));

const pays = (spot: string, result: number, stake = 1_000n) =>
  fanTanPayout({ spot, stake }, fanTanOutcome(36 + result));

describe('fan tan rules (decision 098)', () => {
  it('returns exactly the stated RTP on every spot, over every bean count', () => {
    for (const r of [1, 2, 3, 4]) expect(piles.filter((p) => p.outcome.result === r)).toHaveLength(25);
    expect(rtpMismatches(fanTan, piles)).toEqual([]);
  });

  it('states the rules sheet from the exact RTP', () => {
    expect(sheetRtp(FAN_TAN_RTP)).toEqual(
      Object.fromEntries(Object.entries(HOUSE_BET_TYPES['fan-tan']).map(([t, r]) => [t, r.rtp])),
    );
    expect(sheetRtp(FAN_TAN_RTP)).toEqual({ fan: 0.9625, nim: 0.975, kwok: 0.975, odd: 0.975, even: 0.975 });
  });

  it('counts beans off in fours and pays every win less 5%', () => {
    expect(fanTanOutcome(40).result).toBe(4);
    expect(fanTanOutcome(41).result).toBe(1);
    expect(fanTanOutcome(39).result).toBe(3);
    expect(pays('fan:3', 3)).toBe(3_850n);
    expect(pays('fan:3', 4)).toBe(0n);
    expect(pays('nim:2-4', 2)).toBe(2_900n);
    expect(pays('nim:2-4', 4)).toBe(1_000n);
    expect(pays('nim:2-4', 1)).toBe(0n);
    expect(pays('kwok:1-4', 4)).toBe(1_950n);
    expect(pays('kwok:1-4', 1)).toBe(1_950n);
    expect(pays('kwok:1-4', 2)).toBe(0n);
    expect(pays('odd', 3)).toBe(1_950n);
    expect(pays('even', 3)).toBe(0n);
    expect(fanTanBetType('kwok:1-3')).toBeNull();
    expect(fanTanBetType('nim:2-2')).toBeNull();
    expect(() => pays('fan:5', 1)).toThrow(/no bet spot/);
  });

  it('draws the pile from the round seeds', () => {
    const seeds = { serverSeed: 'f'.repeat(64), clientSeed: 'table', nonce: 1 };
    const pile = drawFanTan(seeds);
    expect(drawFanTan(seeds)).toEqual(pile);
    expect(pile.beans).toBeGreaterThanOrEqual(37);
    expect(pile.beans).toBeLessThanOrEqual(136);
  });
});
