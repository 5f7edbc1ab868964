import type { SupportHours } from '../../../contract/chat/schemas';
import { formatGmtOffset, formatLocalDateTime } from '../../lib/time';

/** A weekday's short name in the locale (ISO day 1 = Monday; 2024-01-01 was a Monday). */
function dayName(locale: string, isoDay: number): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, isoDay)),
  );
}

/** "Mon–Fri, Sun" from [1,2,3,4,5,7]: runs of three or more days joined by a dash. */
export function formatDays(locale: string, days: number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    const run = sorted.slice(i, j + 1).map((d) => dayName(locale, d));
    parts.push(run.length >= 3 ? `${run[0]}–${run[run.length - 1]}` : run.join(', '));
    i = j + 1;
  }
  return parts.join(', ');
}

/** "Mon–Fri 12:00–21:00 (GMT+7)". */
export function formatHours(locale: string, hours: SupportHours): string {
  return `${formatDays(locale, hours.days)} ${hours.from}–${hours.to} (${formatGmtOffset(hours.utcOffsetMinutes)})`;
}

/**
 * When staff return, in the visitor's own clock with that clock's zone named, like every time the
 * product shows (lib/time.ts): "Mon 2026/11/30 12:00 GMT+7". The support hours beside it are in the
 * site's zone (GMT+7); a bare "12:00" in another zone read as either.
 */
export function formatReturn(locale: string, iso: string): string {
  const local = formatLocalDateTime(iso);
  if (!local) return iso;
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(new Date(iso));
  return `${day} ${local}`;
}
