/** The lobby's audience is in Vietnam: notice dates are shown in GMT+7 (no daylight saving). */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** "YYYY/MM/DD" of an instant in Vietnam time, as the notice list shows it (spec section 3). */
export function noticeDate(at: Date): string {
  const local = new Date(at.getTime() + VIETNAM_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = String(local.getUTCMonth() + 1).padStart(2, '0');
  const d = String(local.getUTCDate()).padStart(2, '0');
  return `${y}/${m}/${d}`;
}
