import { SITE_UTC_OFFSET_MINUTES } from '../../../contract/agent/schemas';

/** One VIP level's targets and rewards (minor units). */
export type Level = {
  level: number;
  betTarget: bigint;
  depositTarget: bigint;
  keepBet: bigint;
  upgradeBonus: bigint;
  monthlyGift: bigint;
};

/**
 * The level counters earn: the highest level whose bet and deposit targets are both met (level 0
 * when none is). `levels` in any order; a level above one not met still counts if its own
 * targets are met, so an operator's uneven table never strands a member.
 */
export function levelFor(levels: readonly Level[], validBet: bigint, deposits: bigint): number {
  let best = 0;
  for (const l of levels)
    if (l.level > best && validBet >= l.betTarget && deposits >= l.depositTarget) best = l.level;
  return best;
}

/** The level above `current`, or null at the top. */
export function nextLevel(levels: readonly Level[], current: number): Level | null {
  const above = levels.filter((l) => l.level > current).sort((a, b) => a.level - b.level);
  return above[0] ?? null;
}

/** The levels a member passes going from `from` to `to` (each pays its upgrade bonus once). */
export const levelsPassed = (levels: readonly Level[], from: number, to: number) =>
  levels.filter((l) => l.level > from && l.level <= to).sort((a, b) => a.level - b.level);

const OFFSET_MS = SITE_UTC_OFFSET_MINUTES * 60_000;

/** The site-time month an instant falls in, "2026-11" (the keep and gift periods). */
export const monthKey = (at: Date) => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 7);

/** The instant a site-time month starts. */
export function monthStart(key: string): Date {
  const [y, m] = key.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1) - OFFSET_MS);
}

/** The month before a month key. */
export function previousMonth(key: string): string {
  const [y, m] = key.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
}

/** The start of the month after the one `at` falls in (when the month's keep check runs). */
export function nextMonthStart(at: Date): Date {
  const [y, m] = monthKey(at).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1) - OFFSET_MS);
}
