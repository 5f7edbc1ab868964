import { describe, expect, it } from 'vitest';
import { buildGames } from './games';
import { SEED_EPOCH } from './epoch';
import { maskName } from '../core/members/mask-name';
import { buildWinners, WINNER_COUNT } from './winners';

describe('buildWinners', () => {
  const games = buildGames();

  it('is deterministic', () => {
    expect(buildWinners(games)).toEqual(buildWinners(games));
  });

  it('gives masked names, amounts of 1M-500M dong and times in the 7 days before the epoch, newest first', () => {
    const wins = buildWinners(games);
    expect(wins).toHaveLength(WINNER_COUNT);
    const weekAgo = SEED_EPOCH.getTime() - 7 * 24 * 3600_000;
    for (const w of wins) {
      expect(w.customerName).toMatch(/^.{1,2}\*\*\*.?$/);
      expect(w.winAmount).toBeGreaterThanOrEqual(1_000_000n);
      expect(w.winAmount).toBeLessThanOrEqual(500_000_000n);
      expect(w.wonAt.getTime()).toBeGreaterThanOrEqual(weekAgo);
      expect(w.wonAt.getTime()).toBeLessThan(SEED_EPOCH.getTime());
    }
    const times = wins.map((w) => w.wonAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const known = new Set(games.map((g) => `${g.vendorCode}/${g.gameCode}`));
    expect(wins.every((w) => known.has(`${w.vendorCode}/${w.gameCode}`))).toBe(true);
  });
});

describe('maskName', () => {
  it('keeps two first characters and the last one', () => {
    expect(maskName('nguyen')).toBe('ng***n');
    expect(maskName('demo')).toBe('de***o');
    expect(maskName('ab')).toBe('a***');
  });
});
