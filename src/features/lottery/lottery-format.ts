/**
 * The lottery's small pure helpers, shared by the grid, the countdown and the tables: numbers
 * written as two digits (00-99), the seconds left to a draw and how the countdown reads.
 */
export const two = (n: number) => String(n).padStart(2, '0');

/** Seconds until a time, never below zero; `skewMs` is the server clock minus this one. */
export const secondsUntil = (iso: string, skewMs: number) =>
  Math.max(0, Math.ceil((new Date(iso).getTime() - (Date.now() + skewMs)) / 1000));

export const clock = (s: number) => `${Math.floor(s / 60)}:${two(s % 60)}`;
