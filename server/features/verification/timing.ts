/**
 * Answers that must not tell whether an account exists take at least `ms` from `started`
 * (performance.now()), so the work done for a real account is hidden in the padding.
 */
export async function padTo(started: number, ms: number): Promise<void> {
  const left = started + ms - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
