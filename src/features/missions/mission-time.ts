/** What is left until `until` as "2d 04:05:06" / "04:05:06"; "00:00:00" once it has passed. */
export function countdown(until: string, now: number): string {
  const left = Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  const days = Math.floor(left / 86_400);
  const clock = [Math.floor(left / 3600) % 24, Math.floor(left / 60) % 60, left % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days}d ${clock}` : clock;
}
