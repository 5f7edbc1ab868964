import { eq, sql } from 'drizzle-orm';
import { SupportHours } from '../../../contract/chat/schemas';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/**
 * Spec section 1: "Agent support hours are stated as Monday to Friday, noon to 9 pm". The spec
 * names no zone; the site's market is Vietnam, so GMT+7 (decision 040). Operators change them
 * in the console (settings key below).
 */
export const DEFAULT_SUPPORT_HOURS: SupportHours = {
  days: [1, 2, 3, 4, 5],
  from: '12:00',
  to: '21:00',
  utcOffsetMinutes: 7 * 60,
};
const SETTINGS_KEY = 'chat.supportHours';

const minutesOf = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5));
const DAY_MS = 86_400_000;

/** The wall clock in the hours' zone: ISO weekday, minute of the day, and that day's midnight (UTC ms). */
function local(hours: SupportHours, now: Date) {
  const shifted = new Date(now.getTime() + hours.utcOffsetMinutes * 60_000);
  const weekday = ((shifted.getUTCDay() + 6) % 7) + 1;
  const minute = shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
  const midnight = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
  return { weekday, minute, midnight };
}

export function isOnDuty(hours: SupportHours, now: Date): boolean {
  const { weekday, minute } = local(hours, now);
  return hours.days.includes(weekday) && minute >= minutesOf(hours.from) && minute < minutesOf(hours.to);
}

/** When staff are next on duty (null while on duty, or when no day is configured). */
export function nextOnDuty(hours: SupportHours, now: Date): Date | null {
  if (isOnDuty(hours, now) || hours.days.length === 0) return null;
  const { weekday, minute, midnight } = local(hours, now);
  const from = minutesOf(hours.from);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = ((weekday - 1 + ahead) % 7) + 1;
    if (!hours.days.includes(day) || (ahead === 0 && minute >= from)) continue;
    // Local midnight + from, back to UTC.
    return new Date(midnight + ahead * DAY_MS + from * 60_000 - hours.utcOffsetMinutes * 60_000);
  }
  return null;
}

export async function readSupportHours(db: Db): Promise<SupportHours> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SETTINGS_KEY));
  const parsed = SupportHours.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_SUPPORT_HOURS;
}

export async function writeSupportHours(db: Db, hours: SupportHours): Promise<SupportHours> {
  const value = { ...hours, days: [...new Set(hours.days)].sort() };
  await db
    .insert(settings)
    .values({ key: SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
  return value;
}
