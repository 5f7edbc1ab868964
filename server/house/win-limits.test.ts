import { describe, expect, it } from 'vitest';
import { HOUSE_MAX_STAKE } from '../../contract/house/schemas';
import { loadConfig, WIN_LIMIT_DEFAULTS } from '../core/context/config';
import { BACCARAT_PAY_CENTS } from './engines/baccarat';
import { LOTTERY_PAY } from './engines/lottery';
import { SLOT_THREE_OF_A_KIND } from './engines/slot';
import { winCeiling } from '../features/wallet/seamless';

describe('seamless win limits', () => {
  it('by default never refuse a real house payout: the top multiple of each engine, at the largest stake', () => {
    const top = [
      ...Object.values(SLOT_THREE_OF_A_KIND).map(BigInt),
      ...Object.values(BACCARAT_PAY_CENTS).map((c) => c / 100n),
      LOTTERY_PAY,
    ].reduce((a, b) => (a > b ? a : b));
    expect(BigInt(WIN_LIMIT_DEFAULTS.multiple)).toBeGreaterThanOrEqual(top);
    expect(winCeiling(HOUSE_MAX_STAKE, WIN_LIMIT_DEFAULTS)).toBeGreaterThanOrEqual(HOUSE_MAX_STAKE * top);
    expect(loadConfig({})).toMatchObject({ maxWinMultiple: 300, maxWinPerRound: 3_000_000_000n });
  });

  it('take the smaller of the multiple of the bet and the per-round maximum', () => {
    const limits = { multiple: 10, perRound: 5_000n };
    expect(winCeiling(100n, limits)).toBe(1_000n);
    expect(winCeiling(1_000n, limits)).toBe(5_000n);
    const c = loadConfig({ MAX_WIN_MULTIPLE: '50', MAX_WIN_PER_ROUND: '123456' });
    expect([c.maxWinMultiple, c.maxWinPerRound]).toEqual([50, 123456n]);
    expect(() => loadConfig({ MAX_WIN_PER_ROUND: '-1' })).toThrow(/MAX_WIN_PER_ROUND/);
  });
});
