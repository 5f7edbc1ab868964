/**
 * Times are shown in the visitor's local zone with an explicit GMT offset, because players and
 * operators are often in different zones (a maintenance end of "17:00" is useless without one).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes east of UTC → "GMT+7", "GMT+5:30", "GMT-3", "GMT+0". */
export function formatGmtOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(Math.trunc(offsetMinutes));
  const hours = Math.floor(abs / 60);
  const minutes = abs % 60;
  return `GMT${sign}${hours}${minutes ? `:${pad(minutes)}` : ''}`;
}

/** Date's own offset; getTimezoneOffset is minutes *west* of UTC, hence the sign flip. */
export function offsetOf(date: Date): number {
  const west = date.getTimezoneOffset();
  return west === 0 ? 0 : -west;
}

/** The header clock: "14:03:27 GMT+7". */
export function formatClock(date: Date): string {
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${time} ${formatGmtOffset(offsetOf(date))}`;
}

/** An ISO instant in local time, "2026/12/01 17:00 GMT+7"; null when it is not a valid time. */
export function formatLocalDateTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const day = `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return `${day} ${time} ${formatGmtOffset(offsetOf(date))}`;
}

/** Milliseconds until the next whole second, so the clock ticks in step with the wall clock. */
export function msToNextSecond(now: number): number {
  return 1000 - (now % 1000);
}
