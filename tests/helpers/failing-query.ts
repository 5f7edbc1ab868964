import type { Pool } from 'pg';
import { vi } from 'vitest';

/** Makes the pool's named (prepared) query `name` fail with `err`; every other query runs as usual. */
export function failNamedQuery(pool: Pool, name: string, err: Error) {
  const query = pool.query.bind(pool) as (...a: unknown[]) => unknown;
  return vi
    .spyOn(pool, 'query')
    .mockImplementation(((q: unknown, ...rest: unknown[]) =>
      (q as { name?: string } | undefined)?.name === name
        ? Promise.reject(err)
        : query(q, ...rest)) as never);
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
