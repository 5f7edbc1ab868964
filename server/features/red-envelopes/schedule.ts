import { NIGHTLY_DROP } from '../../../contract/red-envelopes/constants';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Where the site day starts on the UTC clock (site midnight, GMT+7), as ms into a UTC day. */
const startOfDayMs = (NIGHTLY_DROP.hour * 60 + NIGHTLY_DROP.minute - NIGHTLY_DROP.utcOffsetMinutes) * MINUTE;

/**
 * The nightly drop a pass at `now` looks after: the first whose window has not ended yet (today's
 * until 20:10 site time, then tomorrow's), so the next drop is created, and its hash published,
 * as soon as the one before has ended.
 */
export function nightlySlot(now: Date): { key: string; startsAt: Date; endsAt: Date } {
  const utcDay = Math.floor(now.getTime() / DAY) * DAY;
  let start = utcDay + (((startOfDayMs % DAY) + DAY) % DAY);
  // The previous day's start may still be open (a start late in the UTC day).
  if (start - DAY + NIGHTLY_DROP.minutes * MINUTE > now.getTime()) start -= DAY;
  if (start + NIGHTLY_DROP.minutes * MINUTE <= now.getTime()) start += DAY;
  const siteDay = new Date(start + NIGHTLY_DROP.utcOffsetMinutes * MINUTE).toISOString().slice(0, 10);
  return {
    key: `nightly:${siteDay}`,
    startsAt: new Date(start),
    endsAt: new Date(start + NIGHTLY_DROP.minutes * MINUTE),
  };
}
