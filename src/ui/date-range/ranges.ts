/**
 * Calendar-day ranges for record filters, as "yyyy-MM-dd" strings in the member's local zone
 * (the zone the header clock shows). Pure functions: "today" is always passed in, so tests and
 * screens agree on the day the shortcuts count from.
 */

/** An inclusive range of calendar days, both ends "yyyy-MM-dd". */
export type DayRange = { from: string; to: string };
import { RECORDS_MAX_DAYS } from '../../../contract/values';

/**
 * Shortcuts: the spec's four (section 9: past and next 7 and 30 days) and the calendar ones
 * members expect (today, yesterday, this week, this month). Records look back, so screens pick
 * which to offer; the agent back office may offer the "next" ones.
 */
export const shortcutIds = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'past7',
  'past30',
  'next7',
  'next30',
] as const;
export type ShortcutId = (typeof shortcutIds)[number];

/** What record screens offer: only ranges that look back. */
// Pure: the chunks that only need shortcutRange need not run (or carry) this filter.
export const PAST_SHORTCUTS: readonly ShortcutId[] = /* @__PURE__ */ shortcutIds.filter(
  (id) => !id.startsWith('next'),
);

/** Longest range a record query accepts, in days: the server's own cap. */
export const MAX_RANGE_DAYS = RECORDS_MAX_DAYS;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** A Date's calendar day in its local zone. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Days since 1970-01-01 of a valid "yyyy-MM-dd", or null (30 February, 2026-13-01, junk). */
export function dayNumber(day: string): number | null {
  const m = DAY_RE.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  // Date.UTC rolls 02-30 over into March: a round trip catches days that do not exist.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return Math.round(ms / 86_400_000);
}

export function isDay(day: string): boolean {
  return dayNumber(day) !== null;
}

/** The day n days after (or before, n < 0) a valid day. */
export function addDays(day: string, n: number): string {
  const num = dayNumber(day);
  if (num === null) throw new RangeError(`not a day: ${day}`);
  const d = new Date((num + n) * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** How many calendar days a range covers, both ends included (1 for a single day). */
export function rangeDays(range: DayRange): number {
  const a = dayNumber(range.from);
  const b = dayNumber(range.to);
  if (a === null || b === null) return 0;
  return b - a + 1;
}

/** The range a shortcut means on `today`. Weeks start on Monday (ISO, as in Vietnam). */
export function shortcutRange(id: ShortcutId, today: string): DayRange {
  switch (id) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case 'thisWeek': {
      const num = dayNumber(today) ?? 0;
      // 1970-01-01 was a Thursday: (num + 3) mod 7 is 0 on Mondays.
      const sinceMonday = (((num + 3) % 7) + 7) % 7;
      return { from: addDays(today, -sinceMonday), to: today };
    }
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'past7':
      return { from: addDays(today, -6), to: today };
    case 'past30':
      return { from: addDays(today, -29), to: today };
    case 'next7':
      return { from: today, to: addDays(today, 6) };
    case 'next30':
      return { from: today, to: addDays(today, 29) };
  }
}

/** The first of `shortcuts` whose range equals `range` on `today` (to highlight it), or null. */
export function matchShortcut(
  range: DayRange,
  today: string,
  shortcuts: readonly ShortcutId[],
): ShortcutId | null {
  for (const id of shortcuts) {
    const r = shortcutRange(id, today);
    if (r.from === range.from && r.to === range.to) return id;
  }
  return null;
}

/** Why a range cannot be queried; null when it can. */
export type RangeProblem = 'invalid' | 'reversed' | 'tooLong';

export function rangeProblem(range: DayRange, maxDays: number = MAX_RANGE_DAYS): RangeProblem | null {
  if (!isDay(range.from) || !isDay(range.to)) return 'invalid';
  const days = rangeDays(range);
  if (days < 1) return 'reversed';
  if (days > maxDays) return 'tooLong';
  return null;
}
