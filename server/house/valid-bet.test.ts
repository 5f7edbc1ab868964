import { describe, expect, it } from 'vitest';
import { HOUSE_BET_TYPES } from '../../contract/house/rules';
import { FULL_VALID_BP, LOW_EDGE_VALID_BP } from '../../contract/values';
import { validBetOf } from './play-round';

describe('the valid bet the house states with a win (decisions 032, 093)', () => {
  it('baccarat: player and banker share one weight, so stakes of one hand cancel before it', () => {
    expect(HOUSE_BET_TYPES.baccarat.player!.weightBp).toBe(HOUSE_BET_TYPES.baccarat.banker!.weightBp);
  });
  it('baccarat: what is left of player against banker counts 20%, the tie whole, floored', () => {
    expect(HOUSE_BET_TYPES.baccarat.banker!.weightBp).toBe(2_000);
    expect(HOUSE_BET_TYPES.baccarat.tie!.weightBp).toBe(FULL_VALID_BP);
    expect(validBetOf('baccarat', { player: '10000', banker: '20000' })).toBe(2_000n);
    expect(validBetOf('baccarat', { player: '10000', banker: '10000', tie: '500' })).toBe(500n);
    expect(validBetOf('baccarat', { banker: '7000' })).toBe(1_400n);
    expect(validBetOf('baccarat', { player: '1003' })).toBe(200n);
    expect(validBetOf('baccarat', { player: '5000', tie: '1000' })).toBe(2_000n);
  });
  it('other engines: the whole stake (nothing stated)', () => {
    expect(validBetOf('slot', { lines: 10 })).toBeUndefined();
    expect(HOUSE_BET_TYPES.slot.line!.weightBp).toBe(FULL_VALID_BP);
  });
  it('the tables (decision 098): opposite spots share one weight; an edge under 3.5% counts a fifth', () => {
    const opposite = [
      ['sic-bo', 'big', 'small'],
      ['sic-bo', 'odd', 'even'],
      ['xoc-dia', 'even', 'odd'],
      ['dragon-tiger', 'dragon', 'tiger'],
      ['roulette', 'red', 'black'],
      ['roulette', 'odd', 'even'],
      ['roulette', 'low', 'high'],
      ['fan-tan', 'odd', 'even'],
    ] as const;
    for (const [engine, a, b] of opposite)
      expect(HOUSE_BET_TYPES[engine][a]!.weightBp, `${engine} ${a}/${b}`).toBe(
        HOUSE_BET_TYPES[engine][b]!.weightBp,
      );
    for (const [engine, types] of Object.entries(HOUSE_BET_TYPES))
      for (const [type, { rtp, weightBp }] of Object.entries(types))
        if (engine !== 'baccarat')
          expect(weightBp, `${engine} ${type}`).toBe(rtp > 0.965 ? LOW_EDGE_VALID_BP : FULL_VALID_BP);
  });
});
