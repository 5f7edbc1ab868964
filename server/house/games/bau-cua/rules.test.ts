import { describe, expect, it } from 'vitest';
import { HOUSE_BET_TYPES } from '../../../../contract/house/rules';
import { rtpMismatches, sheetRtp, type Weighted } from '../kit';
import {
  BAU_CUA_RTP,
  BAU_CUA_SYMBOLS,
  bauCua,
  bauCuaBetType,
  bauCuaPayout,
  rollBauCua,
  type BauCuaOutcome,
} from './rules';

/** All 216 ordered rolls of three symbol dice, each once. */
const rolls: Weighted<BauCuaOutcome>[] = [];
for (const a of BAU_CUA_SYMBOLS)
  for (const b of BAU_CUA_SYMBOLS)
    for (const c of BAU_CUA_SYMBOLS) rolls.push({ outcome: { dice: [a, b, c] }, weight: 1n });

describe('bầu cua tôm cá rules (decision 098)', () => {
  it('returns exactly 199/216 on every symbol, over all 216 rolls, as the sheet states', () => {
    expect(rolls).toHaveLength(216);
    expect(rtpMismatches(bauCua, rolls)).toEqual([]);
    expect(sheetRtp(BAU_CUA_RTP)).toEqual({ symbol: HOUSE_BET_TYPES['bau-cua'].symbol!.rtp });
    expect(HOUSE_BET_TYPES['bau-cua'].symbol!.rtp).toBe(0.9213);
  });

  it('pays per die showing the symbol', () => {
    const pays = (spot: string, dice: BauCuaOutcome['dice']) =>
      bauCuaPayout({ spot, stake: 1_000n }, { dice });
    expect(pays('symbol:cua', ['cua', 'ga', 'nai'])).toBe(2_000n);
    expect(pays('symbol:cua', ['cua', 'cua', 'nai'])).toBe(3_000n);
    expect(pays('symbol:cua', ['cua', 'cua', 'cua'])).toBe(4_000n);
    expect(pays('symbol:tom', ['cua', 'cua', 'cua'])).toBe(0n);
    expect(bauCuaBetType('symbol:rong')).toBeNull();
    expect(() => pays('cua', ['cua', 'cua', 'cua'])).toThrow(/no bet spot/);
  });

  it('rolls from the round seeds', () => {
    const seeds = { serverSeed: 'd'.repeat(64), clientSeed: 'table', nonce: 2 };
    expect(rollBauCua(seeds)).toEqual(rollBauCua(seeds));
    for (const d of rollBauCua(seeds).dice) expect(BAU_CUA_SYMBOLS).toContain(d);
  });
});
