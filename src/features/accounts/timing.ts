/**
 * Timing rules of spec sections 4 and 9, as pure functions so they can be tested without a clock.
 */

/** Seconds the SMS button stays disabled: expiredMinutes x 60 (default 60 s, spec 9). */
export function smsCountdownSeconds(expiredMinutes: number | undefined, roundTripMs = 0): number {
  const base =
    expiredMinutes !== undefined && Number.isFinite(expiredMinutes) && expiredMinutes > 0
      ? Math.round(expiredMinutes * 60)
      : 60;
  // Forgot-password flow (spec 4): the code left the server half a round trip ago.
  const reduce = roundTripMs > 0 ? Math.round(roundTripMs / 2 / 1000) : 0;
  return Math.max(1, base - reduce);
}

/** Whole seconds left until a deadline, never negative. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/**
 * Lets an action run at most once per interval (SMS send, captcha refresh: 1 s in spec 9).
 * Returns true when the caller may go ahead, and counts that as the run.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const t = now();
    if (t - last < intervalMs) return false;
    last = t;
    return true;
  };
}
