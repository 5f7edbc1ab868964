import { siteDayOf, SITE_UTC_OFFSET_MINUTES } from '../../../contract/agent/schemas';
import type { MissionCondition, MissionPeriod } from '../../../contract/missions/schemas';

/**
 * Pure rules of missions (decision 054): what an event adds to a condition, the condition's
 * target, and the period an instant falls in. No database here: the pass and the views use them.
 */

/** Something that happened, already settled or credited, as the mission pass reads it. */
export type MissionEvent =
  | { kind: 'bet'; at: Date; valid: bigint; gameType: string | null; game: string }
  | { kind: 'deposit'; at: Date; amount: bigint }
  | { kind: 'login'; at: Date };

/**
 * What the event adds: `amount` to the progress, or, for counting conditions, a `mark` that adds 1
 * the first time it is seen in the period (a day), or a `game` that adds 1 the first time the
 * period's valid bets on it reach the condition's minimum (the pass sums them). Null when the event
 * does not count.
 */
export type Contribution = { amount: bigint } | { mark: string } | { game: string } | null;

const ofTypes = (types: readonly string[] | undefined, gameType: string | null) =>
  !types || (gameType !== null && types.includes(gameType));

export function contribution(c: MissionCondition, e: MissionEvent): Contribution {
  switch (c.type) {
    case 'bet':
      return e.kind === 'bet' && e.valid > 0n && ofTypes(c.gameTypes, e.gameType)
        ? { amount: e.valid }
        : null;
    case 'deposit':
      return e.kind === 'deposit' ? { amount: e.amount } : null;
    case 'login_days':
      return e.kind === 'login' ? { mark: siteDayOf(e.at) } : null;
    case 'distinct_games':
      return e.kind === 'bet' && e.valid > 0n && ofTypes(c.gameTypes, e.gameType) ? { game: e.game } : null;
  }
}

/** The progress that completes the condition, in its unit (minor units, days, games). */
export function targetOf(c: MissionCondition): bigint {
  switch (c.type) {
    case 'bet':
    case 'deposit':
      return BigInt(c.amount);
    case 'login_days':
      return BigInt(c.days);
    case 'distinct_games':
      return BigInt(c.games);
  }
}

const DAY_MS = 86_400_000;
const OFFSET_MS = SITE_UTC_OFFSET_MINUTES * 60_000;

/** The ISO week ("2026-W48") of a site day ("yyyy-MM-dd"): weeks start on Monday, week 1 holds a Thursday. */
export function isoWeekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const weekday = (d.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(d.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday (site day) an ISO week starts on. */
export function weekMonday(week: string): string {
  const [y, w] = week.split('-W').map(Number) as [number, number];
  const jan4 = new Date(Date.UTC(y, 0, 4));
  const monday1 = jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * DAY_MS;
  return new Date(monday1 + (w - 1) * 7 * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a site day starts. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);

/** The week of an instant, in the site's calendar. */
export const weekOf = (at: Date) => isoWeekOf(siteDayOf(at));

/** When an ISO week ends (the next Monday, 00:00 GMT+7). */
export const weekEnd = (week: string) => new Date(dayStart(weekMonday(week)).getTime() + 7 * DAY_MS);

/** The week before. */
export const previousWeek = (week: string) =>
  isoWeekOf(new Date(Date.parse(`${weekMonday(week)}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10));

/** The period key an instant counts in: the site day, the ISO week, or 'once'. */
export function periodKeyOf(period: MissionPeriod, at: Date): string {
  if (period === 'daily') return siteDayOf(at);
  if (period === 'weekly') return weekOf(at);
  return 'once';
}

/** When the period of `key` starts; null for one-off missions (they count from the mission's start). */
export function periodStart(period: MissionPeriod, key: string): Date | null {
  if (period === 'daily') return dayStart(key);
  if (period === 'weekly') return dayStart(weekMonday(key));
  return null;
}

/** When the period of `key` resets; null for one-off missions. */
export function resetsAt(period: MissionPeriod, key: string): Date | null {
  if (period === 'daily') return new Date(dayStart(key).getTime() + DAY_MS);
  if (period === 'weekly') return weekEnd(key);
  return null;
}
