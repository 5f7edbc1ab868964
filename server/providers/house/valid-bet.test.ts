import { describe, expect, it } from 'vitest';
import { validBetOf } from './play-round';

describe('the valid bet the house states with a win', () => {
  it('baccarat: player and banker stakes of one hand cancel, the tie counts', () => {
    expect(validBetOf('baccarat', { player: '10000', banker: '20000' })).toBe(10_000n);
    expect(validBetOf('baccarat', { player: '10000', banker: '10000', tie: '500' })).toBe(500n);
    expect(validBetOf('baccarat', { banker: '7000' })).toBe(7_000n);
  });
  it('other engines: the whole stake (nothing stated)', () => {
    expect(validBetOf('slot', { lines: 10 })).toBeUndefined();
  });
});
