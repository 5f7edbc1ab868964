import type { Pool } from 'pg';
import { vi } from 'vitest';

/** A query as the pool was given it: a named (prepared) statement carries its name and values. */
export type SentQuery = { name?: string; values?: unknown[] };

/**
 * Makes the pool's named (prepared) query `name` fail with `err` (only the calls `when` picks,
 * by default every one); every other query runs as usual.
 */
export function failNamedQuery(
  pool: Pool,
  name: string,
  err: Error,
  when: (q: SentQuery) => boolean = () => true,
) {
  const query = pool.query.bind(pool) as (...a: unknown[]) => unknown;
  return vi.spyOn(pool, 'query').mockImplementation(((q: unknown, ...rest: unknown[]) => {
    const sent = q as SentQuery | undefined;
    return sent?.name === name && when(sent) ? Promise.reject(err) : query(q, ...rest);
  }) as never);
}

/** What `run` answered, and every query the pool was given meanwhile. */
export async function queriesDuring<T>(
  pool: Pool,
  run: () => Promise<T>,
): Promise<{ out: T; sent: SentQuery[] }> {
  const query = vi.spyOn(pool, 'query');
  try {
    const out = await run();
    return { out, sent: query.mock.calls.map(([q]) => q as SentQuery) };
  } finally {
    query.mockRestore();
  }
}

/**
 * Sends `first` while the named query loses its connection, then `second` while it meets a database
 * error (division by zero): the two failures a fast lane must answer as the app does (503 with a
 * retry, then 500). Answers both results, for the caller to judge.
 */
export async function sendLostThenBroken<T>(
  pool: Pool,
  name: string,
  first: () => Promise<T>,
  second: () => Promise<T>,
): Promise<[T, T]> {
  const lost = failNamedQuery(pool, name, new Error('Connection terminated unexpectedly'));
  let a: T;
  try {
    a = await first();
  } finally {
    lost.mockRestore();
  }
  const broken = failNamedQuery(pool, name, Object.assign(new Error('division by zero'), { code: '22012' }));
  try {
    return [a, await second()];
  } finally {
    broken.mockRestore();
  }
}
