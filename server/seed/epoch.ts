/**
 * Every seeded date is counted back from this fixed instant rather than from "now", so the demo
 * data is identical on every machine and every run.
 */
export const SEED_EPOCH = new Date(Date.UTC(2026, 10, 1, 0, 0, 0));

const MS_PER_MINUTE = 60_000;

/** The instant `minutes` minutes before the epoch. */
export function minutesBeforeEpoch(minutes: number): Date {
  return new Date(SEED_EPOCH.getTime() - minutes * MS_PER_MINUTE);
}

export function daysBeforeEpoch(days: number): Date {
  return minutesBeforeEpoch(days * 24 * 60);
}
