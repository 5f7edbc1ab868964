import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { SITE_TIME_ZONE, type Period } from './periods';
import { teamIds } from './team';

/** Settled bets the rollup has not read yet (settled at or after its watermark). */
const unrolled = sql`b.status = 'settled'
  AND b.settled_at >= coalesce((SELECT upto FROM agent_rollup_state WHERE name = 'team_days'), '-infinity')`;

/**
 * The team's valid bet and profit and loss per day of a range: the rolled-up day totals plus the
 * bets settled since the rollup last ran, read in one statement (one snapshot), so the figure is
 * the same as reading every bet (decision 019).
 */
export async function teamDays(
  db: Executor,
  agentId: number,
  days: { from: string; to: string },
  range: Period,
) {
  const r = await db.execute<{ day: string; valid_bet: string; pl: string }>(sql`
    SELECT day, sum(valid_bet)::text AS valid_bet, sum(pl)::text AS pl FROM (
      SELECT day::text AS day, valid_bet, profit_loss AS pl FROM agent_day_stats
      WHERE agent_id = ${agentId} AND day >= ${days.from}::date AND day <= ${days.to}::date
      UNION ALL
      SELECT (b.placed_at AT TIME ZONE ${SITE_TIME_ZONE})::date::text, b.bet_amount, b.win_amount - b.bet_amount
      FROM bets b
      WHERE ${unrolled} AND b.account_id IN ${teamIds(agentId)}
        AND b.placed_at >= ${range.start} AND b.placed_at < ${range.end}) x
    GROUP BY day`);
  return r.rows;
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** Team members (the agent included) with a settled bet placed in the range. */
export async function activeMembers(db: Executor, agentId: number, days: string[], range: Period) {
  const numbers = sql.raw(`'{${days.map(dayNumber).join(',')}}'::int[]`);
  const r = await db.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM (
      SELECT m.account_id FROM agent_member_days m
      JOIN account_tree t ON t.descendant_id = m.account_id AND t.ancestor_id = ${agentId}
      WHERE m.days && ${numbers}
      UNION
      SELECT b.account_id FROM bets b
      WHERE ${unrolled} AND b.account_id IN ${teamIds(agentId)}
        AND b.placed_at >= ${range.start} AND b.placed_at < ${range.end}) x`);
  return Number(r.rows[0]!.n);
}
