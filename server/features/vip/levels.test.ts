import { describe, expect, it } from 'vitest';
import {
  levelFor,
  levelsPassed,
  monthKey,
  monthStart,
  nextLevel,
  nextMonthStart,
  previousMonth,
} from './levels';
import { seedLevels } from './seed';

const L = seedLevels;

describe('VIP level from the counters', () => {
  it('is 0 with nothing counted', () => {
    expect(levelFor(L, 0n, 0n)).toBe(0);
  });
  it('needs both targets of a level', () => {
    const one = L.find((l) => l.level === 1)!;
    expect(levelFor(L, one.betTarget, one.depositTarget - 1n)).toBe(0);
    expect(levelFor(L, one.betTarget - 1n, one.depositTarget)).toBe(0);
    expect(levelFor(L, one.betTarget, one.depositTarget)).toBe(1);
  });
  it('skips to the highest level met', () => {
    const four = L.find((l) => l.level === 4)!;
    expect(levelFor(L, four.betTarget, four.depositTarget)).toBe(4);
    expect(levelsPassed(L, 1, 4).map((l) => l.level)).toEqual([2, 3, 4]);
  });
  it('stops at the top level', () => {
    const top = Math.max(...L.map((l) => l.level));
    expect(levelFor(L, 10n ** 15n, 10n ** 15n)).toBe(top);
    expect(nextLevel(L, top)).toBeNull();
    expect(nextLevel(L, 0)?.level).toBe(1);
  });
  it('targets grow with the level, and so do the rewards', () => {
    const sorted = [...L].sort((a, b) => a.level - b.level);
    for (let i = 1; i < sorted.length; i++) {
      expect(sorted[i]!.betTarget).toBeGreaterThan(sorted[i - 1]!.betTarget);
      expect(sorted[i]!.depositTarget).toBeGreaterThan(sorted[i - 1]!.depositTarget);
      expect(sorted[i]!.upgradeBonus).toBeGreaterThan(sorted[i - 1]!.upgradeBonus);
      expect(sorted[i]!.monthlyGift).toBeGreaterThan(sorted[i - 1]!.monthlyGift);
    }
  });
});

describe('VIP months in site time (UTC+7)', () => {
  it('a UTC evening on the last day is already the next month on the site', () => {
    expect(monthKey(new Date('2026-11-30T16:59:59Z'))).toBe('2026-11');
    expect(monthKey(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12');
  });
  it('month starts, the month before and the next start', () => {
    expect(monthStart('2026-12').toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(nextMonthStart(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2026-12-31T17:00:00.000Z');
  });
});
