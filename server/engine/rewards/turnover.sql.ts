import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor, Tx } from '../../db/client';
import { sqlRow, sqlRows, sqlRun } from '../../core/storage/rows';
import { validBetSql } from '../../core/money/valid-bet';

const OpenRow = z.object({
  id: z.coerce.number(),
  left: z.coerce.bigint(),
  max_bet: z.coerce.bigint().nullable(),
  from_ms: z.coerce.number(),
});

/**
 * The member's open grants, locked in id order (two feeders of one member take turns): what each
 * still requires, its max bet, and from when bets count (epoch ms).
 */
export function lockOpenGrants(tx: Tx, accountId: number) {
  return sqlRows(
    tx,
    sql`
      SELECT id, (turnover_required - turnover_progress)::text AS left, max_bet::text,
        (extract(epoch FROM counts_from) * 1000)::bigint::text AS from_ms
      FROM reward_grants
      WHERE account_id = ${accountId} AND status = 'active' AND turnover_progress < turnover_required
      ORDER BY id FOR UPDATE`,
    OpenRow.parse,
  );
}

const BetRow = z.object({
  id: z.coerce.number(),
  stake: z.coerce.bigint(),
  valid: z.coerce.bigint(),
  placed_ms: z.coerce.number(),
});

/** The member's settled bets placed since `since` and not yet counted, in id order, at most `limit`. */
export function listUncountedBets(tx: Tx, accountId: number, since: Date, limit: number) {
  return sqlRows(
    tx,
    sql`
      SELECT b.id, b.bet_amount::text AS stake, ${validBetSql('b')}::text AS valid,
        (extract(epoch FROM b.placed_at) * 1000)::bigint::text AS placed_ms
      FROM bets b
      WHERE b.account_id = ${accountId} AND b.status = 'settled' AND b.placed_at >= ${since}
        AND NOT EXISTS (SELECT 1 FROM reward_turnover_bets t WHERE t.bet_id = b.id)
      ORDER BY b.id LIMIT ${limit}`,
    BetRow.parse,
  );
}

/** Add `taken` to a grant's progress; the grant completes when it reaches the requirement. */
export async function addTurnoverProgress(tx: Tx, grantId: number, taken: bigint): Promise<void> {
  const t = taken.toString();
  await sqlRun(
    tx,
    sql`
        UPDATE reward_grants SET turnover_progress = turnover_progress + ${t}::bigint,
          status = CASE WHEN turnover_progress + ${t}::bigint = turnover_required THEN 'completed' ELSE status END,
          closed_at = CASE WHEN turnover_progress + ${t}::bigint = turnover_required THEN now() ELSE closed_at END
        WHERE id = ${grantId}`,
  );
}

const Sums = z.object({
  required: z.coerce.bigint(),
  progress: z.coerce.bigint(),
  n: z.coerce.number(),
  next: z.coerce.date().nullable(),
});

/** The member's open turnover summed: required, progress, how many grants, the next expiry. */
export async function sumOpenTurnover(db: Executor, accountId: number) {
  const row = await sqlRow(
    db,
    sql`
    SELECT coalesce(sum(turnover_required), 0)::text AS required, coalesce(sum(turnover_progress), 0)::text AS progress,
      count(*)::text AS n, min(expires_at) AS next
    FROM reward_grants
    WHERE account_id = ${accountId} AND status = 'active' AND turnover_progress < turnover_required`,
    Sums.parse,
  );
  return row!;
}
