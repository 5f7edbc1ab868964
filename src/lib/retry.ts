/** Whole minutes to wait after TOO_MANY_REQUESTS: the server's retryAfter rounded up, else 5 (spec 9). */
export function minutesToWait(retryAfterSeconds: number | undefined): number {
  if (retryAfterSeconds === undefined || !(retryAfterSeconds > 0)) return 5;
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
