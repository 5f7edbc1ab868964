import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { SETTLE_GRACE_MS, SITE_TIME_ZONE } from '../features/agent/periods';

const STATE = 'team_days';

/**
 * Adds the bets settled since the watermark to the per-agent day totals and the per-member active
 * days, and moves the watermark, in one transaction (the state row is locked, so nodes take turns
 * and no bet is counted twice). Bets are read up to the settlement grace ago, so a bet committed a
 * moment after its settled_at is not passed over. Returns how many bets were added.
 */
export async function rollupTeamDays(db: Db, now: Date): Promise<number> {
  const upto = new Date(now.getTime() - SETTLE_GRACE_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO agent_rollup_state (name, upto) VALUES (${STATE}, '-infinity') ON CONFLICT (name) DO NOTHING`);
    const state = await tx.execute<{ behind: boolean }>(
      sql`SELECT upto < ${upto} AS behind FROM agent_rollup_state WHERE name = ${STATE} FOR UPDATE`,
    );
    if (!state.rows[0]?.behind) return 0;
    const window = sql`b.status = 'settled' AND b.settled_at < ${upto}
      AND b.settled_at >= (SELECT upto FROM agent_rollup_state WHERE name = ${STATE})`;
    const added = await tx.execute<{ n: string }>(sql`
      WITH fresh AS (
        SELECT b.account_id, (b.placed_at AT TIME ZONE ${SITE_TIME_ZONE})::date AS day,
               sum(b.bet_amount) AS valid_bet, sum(b.win_amount - b.bet_amount) AS pl, count(*) AS n
        FROM bets b WHERE ${window}
        GROUP BY 1, 2),
      teams AS (
        INSERT INTO agent_day_stats (agent_id, day, valid_bet, profit_loss)
        SELECT t.ancestor_id, f.day, sum(f.valid_bet), sum(f.pl)
        FROM fresh f
        JOIN account_tree t ON t.descendant_id = f.account_id
        JOIN accounts a ON a.id = t.ancestor_id AND a.type IN (1, 2, 41, 42)
        GROUP BY 1, 2
        ON CONFLICT (agent_id, day) DO UPDATE SET
          valid_bet = agent_day_stats.valid_bet + EXCLUDED.valid_bet,
          profit_loss = agent_day_stats.profit_loss + EXCLUDED.profit_loss),
      members AS (
        INSERT INTO agent_member_days (account_id, days)
        SELECT account_id, array_agg(DISTINCT (day - DATE '1970-01-01') ORDER BY (day - DATE '1970-01-01'))
        FROM fresh GROUP BY 1
        ON CONFLICT (account_id) DO UPDATE SET days = ARRAY(
          SELECT DISTINCT d FROM unnest(agent_member_days.days || EXCLUDED.days) d ORDER BY d))
      SELECT coalesce(sum(n), 0)::text AS n FROM fresh`);
    await tx.execute(sql`UPDATE agent_rollup_state SET upto = ${upto} WHERE name = ${STATE}`);
    return Number(added.rows[0]!.n);
  });
}
