import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { sqlRow, sqlRows } from '../../core/storage/rows';
import { SITE_TIME_ZONE, type Period } from './periods';
import { teamIds } from './team';

const Watermark = z.object({ upto: z.string() });
const TeamDay = z.object({ day: z.string(), valid_bet: z.string(), pl: z.string() });
const Count = z.object({ n: z.coerce.number() });

/**
 * The rollup's watermark as it is now ('-infinity' before the first rollup). It only ever moves
 * forward (rollup-team-days.ts), so a value read a moment ago is a lower bound of the one any
 * later statement sees.
 */
export async function rollupWatermark(db: Executor): Promise<string> {
  const row = await sqlRow(
    db,
    sql`
    SELECT coalesce((SELECT upto FROM agent_rollup_state WHERE name = 'team_days'), '-infinity')::text AS upto`,
    Watermark.parse,
  );
  return row!.upto;
}

/**
 * Settled bets the rollup has not read yet: settled at or after its watermark, as the statement's
 * own snapshot sees it. `since` (rollupWatermark) changes nothing in the result (the watermark
 * only moves forward) but tells the planner how few bets that is: with the subquery alone it
 * guessed a third of the table and read all of bets (1M rows, 130 ms) instead of its index.
 */
const unrolled = (since: string) => sql`b.status = 'settled' AND b.settled_at >= ${since}::timestamptz
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
  since: string,
) {
  return sqlRows(
    db,
    sql`
    SELECT day, sum(valid_bet)::text AS valid_bet, sum(pl)::text AS pl FROM (
      SELECT day::text AS day, valid_bet, profit_loss AS pl FROM agent_day_stats
      WHERE agent_id = ${agentId} AND day >= ${days.from}::date AND day <= ${days.to}::date
      UNION ALL
      SELECT (b.placed_at AT TIME ZONE ${SITE_TIME_ZONE})::date::text, b.bet_amount, b.win_amount - b.bet_amount
      FROM bets b
      WHERE ${unrolled(since)} AND b.account_id IN ${teamIds(agentId)}
        AND b.placed_at >= ${range.start} AND b.placed_at < ${range.end}) x
    GROUP BY day`,
    TeamDay.parse,
  );
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/**
 * Team members (the agent included) with a settled bet placed in the range: those the rollup
 * marked active on a day of the range, plus those active only through bets since the rollup.
 * Counted as two disjoint parts, not as a UNION, which hashed all ~100k rolled-up members again
 * to drop the duplicates of a handful.
 */
export async function activeMembers(
  db: Executor,
  agentId: number,
  days: string[],
  range: Period,
  since: string,
) {
  const numbers = sql.raw(`'{${days.map(dayNumber).join(',')}}'::int[]`);
  const row = await sqlRow(
    db,
    sql`
    SELECT (SELECT count(*) FROM agent_member_days m
            JOIN account_tree t ON t.descendant_id = m.account_id AND t.ancestor_id = ${agentId}
            WHERE m.days && ${numbers})
         + (SELECT count(DISTINCT b.account_id) FROM bets b
            WHERE ${unrolled(since)} AND b.account_id IN ${teamIds(agentId)}
              AND b.placed_at >= ${range.start} AND b.placed_at < ${range.end}
              AND NOT EXISTS (SELECT 1 FROM agent_member_days m
                              WHERE m.account_id = b.account_id AND m.days && ${numbers})) AS n`,
    Count.parse,
  );
  return row!.n;
}
