import { describe, expect, it } from 'vitest';
import { SHARED_TABLES } from '../../tables/registry';
import { closesAtOf, opensAtOf, roundNoAt } from './schedule';
import { addSpots, roundValidBet, splitValidBet } from './valid-bet';

const stakes = (spots: Record<string, string>) => addSpots(new Map(), spots);

describe('the valid bet of a player on one round', () => {
  const sicBo = SHARED_TABLES['sic-bo'];
  const xocDia = SHARED_TABLES['xoc-dia'];

  it('cancels opposite spots and counts what is left at the pair weight', () => {
    // big/small count a fifth (edge under 3.5%): |10,000 − 10,000| = 0; odd alone 5,000 / 5.
    expect(roundValidBet(sicBo, stakes({ big: '10000', small: '10000' }))).toBe(0n);
    expect(roundValidBet(sicBo, stakes({ big: '10000', small: '4000', odd: '5000' }))).toBe(1_200n + 1_000n);
    expect(roundValidBet(xocDia, stakes({ even: '3000', odd: '8000' }))).toBe(1_000n);
  });

  it('counts every other spot whole at its sheet weight', () => {
    expect(roundValidBet(sicBo, stakes({ 'total:9': '2000', 'triple:6': '1000' }))).toBe(3_000n);
    expect(roundValidBet(xocDia, stakes({ 'four-red': '1000', 'four-white': '1000' }))).toBe(2_000n);
  });

  it('splits the round valid bet over the slips by stake, adding up exactly', () => {
    expect(splitValidBet(2_800n, [12_000n, 6_000n])).toEqual([1_866n, 934n]);
    expect(splitValidBet(0n, [1_000n])).toEqual([0n]);
    const parts = splitValidBet(1_001n, [3n, 3n, 3n]);
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(1_001n);
  });
});

describe("a table's clock", () => {
  it('numbers rounds by period and closes each after its betting window', () => {
    const table = SHARED_TABLES['sic-bo'];
    const no = roundNoAt(Date.UTC(2026, 0, 1, 0, 0, 45), table);
    expect(opensAtOf(no, table).getTime()).toBe(Date.UTC(2026, 0, 1, 0, 0, 30));
    expect(closesAtOf(no, table).getTime()).toBe(Date.UTC(2026, 0, 1, 0, 0, 50));
    expect(roundNoAt(Date.UTC(2026, 0, 1, 0, 1, 0), table)).toBe(no + 1);
  });
});
