import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';

/**
 * A draw's or a redemption's lock order against another path (decision 091): another transaction
 * holds ledger row `first` (as a draw takes the member's older row first), `action` runs until it
 * waits on a lock, then that transaction asks for row `second`. Under one order the action waits
 * without holding `second` and both finish; under the opposite order PostgreSQL finds a deadlock
 * and fails one of them (40P01). Returns how the second lock went ('locked' or the SQLSTATE) and
 * what the action gave (its value, or the error it threw).
 */
export async function crossLocks<T>(
  database: Database,
  rows: { first: number; second: number },
  action: () => Promise<T>,
): Promise<{ second: string; result: T | unknown }> {
  const holder = await database.pool.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [rows.first]);
    const running = action().then(
      (r) => r,
      (e: unknown) => e,
    );
    for (let i = 0; i < 100; i++) {
      const waiting = await database.db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      if (waiting.rows[0]!.n > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const second = await holder
      .query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [rows.second])
      .then(
        () => 'locked',
        (e: { code?: string }) => e.code ?? String(e),
      );
    await holder.query(second === 'locked' ? 'COMMIT' : 'ROLLBACK');
    return { second, result: await running };
  } finally {
    holder.release();
  }
}
