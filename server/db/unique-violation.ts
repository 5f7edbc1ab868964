/**
 * Whether `err` is PostgreSQL's unique violation (SQLSTATE 23505) of the index or constraint
 * `name`. Drizzle wraps the driver's error, so the causes are looked through.
 */
export function violatesUnique(err: unknown, name: string): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === name;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
