import {
  siteDayOf,
  SITE_UTC_OFFSET_MINUTES,
  type DayRangeQuery,
  type PayoutJob,
} from '../../../contract/agent/schemas';

/**
 * Calendar arithmetic in the site's zone (UTC+7, no daylight saving): report days and the
 * settlement periods of spec sections 3 and 9. Pure functions of instants.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const OFFSET = SITE_UTC_OFFSET_MINUTES * MINUTE;

export type Period = { start: Date; end: Date };

/** The instant a site-zone calendar day ("yyyy-MM-dd") starts. */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET);
}

/** The site-zone calendar day of an instant, "yyyy-MM-dd" (shared with the PWA's date shortcuts). */
export const dayOf = siteDayOf;

/** A report range of whole days: [first day's start, the day after the last day's start). */
export function rangeOf(q: DayRangeQuery): Period {
  return { start: dayStart(q.from), end: new Date(dayStart(q.to).getTime() + DAY) };
}

/** Every day of a range, in order. */
export function daysOf(q: DayRangeQuery): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${q.from}T00:00:00Z`); t <= Date.parse(`${q.to}T00:00:00Z`); t += DAY)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** Local wall-clock parts of an instant in the site zone. */
function local(at: Date) {
  const d = new Date(at.getTime() + OFFSET);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), day: d.getUTCDate(), weekday: d.getUTCDay() };
}
const localMidnight = (y: number, m: number, day: number) => new Date(Date.UTC(y, m, day) - OFFSET);

/** The period of `job` that contains `at`. */
export function periodOf(job: PayoutJob, at: Date): Period {
  const t = at.getTime();
  const fixed = (size: number) => {
    // 5-minute and hourly windows are aligned to UTC, which the whole-hour offset keeps aligned locally.
    const start = Math.floor(t / size) * size;
    return { start: new Date(start), end: new Date(start + size) };
  };
  const { y, m, day, weekday } = local(at);
  switch (job) {
    case 'realtime_salary':
      return fixed(5 * MINUTE);
    case 'hourly_salary':
      return fixed(HOUR);
    case 'daily_salary':
    case 'dividend_daily': {
      const start = localMidnight(y, m, day);
      return { start, end: new Date(start.getTime() + DAY) };
    }
    case 'dividend_weekly': {
      // Weeks start on Monday.
      const start = localMidnight(y, m, day - ((weekday + 6) % 7));
      return { start, end: new Date(start.getTime() + 7 * DAY) };
    }
    case 'dividend_semimonthly':
      return day <= 15
        ? { start: localMidnight(y, m, 1), end: localMidnight(y, m, 16) }
        : { start: localMidnight(y, m, 16), end: localMidnight(y, m + 1, 1) };
    case 'dividend_monthly':
      return { start: localMidnight(y, m, 1), end: localMidnight(y, m + 1, 1) };
  }
}

/** How many past periods a start-up catch-up looks back over, per job: bounded work after an outage. */
export const CATCH_UP_PERIODS: Record<PayoutJob, number> = {
  realtime_salary: 288,
  hourly_salary: 72,
  daily_salary: 31,
  dividend_daily: 31,
  dividend_weekly: 8,
  dividend_semimonthly: 6,
  dividend_monthly: 3,
};

/**
 * A period is settled this long after it ends, so bets committed a moment after their
 * settled_at (the transaction's start time) are in before the window is read.
 */
export const SETTLE_GRACE_MS = 60_000;

/**
 * The closed periods of `job` that may be settled at `now`, oldest first: those ending at least
 * the grace ago, at most CATCH_UP_PERIODS back.
 */
export function duePeriods(job: PayoutJob, now: Date): Period[] {
  const out: Period[] = [];
  let p = periodOf(job, new Date(now.getTime() - SETTLE_GRACE_MS));
  // The period holding (now - grace) is still open; step back from the one before it.
  for (let i = 0; i < CATCH_UP_PERIODS[job]; i++) {
    p = periodOf(job, new Date(p.start.getTime() - 1));
    out.push(p);
  }
  return out.reverse();
}

/** The site's zone by name, for SQL day grouping (AT TIME ZONE); UTC+7 all year. */
export const SITE_TIME_ZONE = 'Asia/Ho_Chi_Minh';
