import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { SITE_TIME_ZONE } from '../features/agent';
import { sqlRow, sqlRows } from '../core/storage/rows';

/**
 * The agent settlement's raw statements (decision 076): the (job, period) advisory lock, the
 * per-holder sums over the team closure with FILTER and CASE, and the day roll-up that adds a
 * window of bets to two tables in one round trip.
 */

const Got = z.object({ got: z.boolean() });

/** The (job, period)'s transaction-level lock, if no other node holds it. */
export async function tryLockSettlement(tx: Tx, key: string): Promise<boolean> {
  const row = await sqlRow(
    tx,
    sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) AS got`,
    Got.parse,
  );
  return row?.got === true;
}

const HolderRow = z.object({
  contract_id: z.coerce.number(),
  account_id: z.coerce.number(),
  rate_bp: z.number(),
  min_valid_bet: z.coerce.bigint(),
  min_loss: z.coerce.bigint(),
  min_active_members: z.number(),
  valid_bet: z.coerce.bigint(),
  house_win: z.coerce.bigint(),
  active: z.coerce.number(),
  /** Real-time: the qualifying stakes, and the stakes times their rate (profit or loss) in bp. */
  rt_base: z.coerce.bigint(),
  rt_weighted: z.coerce.bigint(),
});
export type HolderRow = z.infer<typeof HolderRow>;

/**
 * Each holder of `holders` (a select of agent_contracts) with its team's sums over the settled
 * bets of [start, end): its own contract applied to its whole team, itself included.
 */
export const sumHolderTeams = (db: Tx | Db, holders: SQL, period: { start: Date; end: Date }) =>
  sqlRows(
    db,
    sql`
    WITH h AS (${holders}),
    b AS (
      SELECT account_id, bet_amount, win_amount FROM bets
      WHERE status = 'settled' AND settled_at >= ${period.start} AND settled_at < ${period.end})
    SELECT h.id AS contract_id, h.downline_id AS account_id, h.rate_bp, h.min_valid_bet, h.min_loss,
           h.min_active_members,
           coalesce(sum(b.bet_amount), 0)::text AS valid_bet,
           coalesce(sum(b.bet_amount - b.win_amount), 0)::text AS house_win,
           count(DISTINCT b.account_id)::text AS active,
           coalesce(sum(b.bet_amount) FILTER (WHERE b.bet_amount >= h.min_valid_bet), 0)::text AS rt_base,
           coalesce(sum(b.bet_amount * CASE WHEN b.win_amount > b.bet_amount THEN h.profit_rate_bp ELSE h.loss_rate_bp END)
             FILTER (WHERE b.bet_amount >= h.min_valid_bet), 0)::text AS rt_weighted
    FROM h
    LEFT JOIN account_tree t ON t.ancestor_id = h.downline_id
    LEFT JOIN b ON b.account_id = t.descendant_id
    GROUP BY h.id, h.downline_id, h.rate_bp, h.min_valid_bet, h.min_loss, h.min_active_members`,
    HolderRow.parse,
  );

const Ancestry = z.object({ ancestor: z.coerce.number(), descendant: z.coerce.number(), depth: z.number() });

/** For each holder of `holders`, the holders above it in the tree with their distance. */
export const findHolderAncestry = (db: Tx, holders: SQL) =>
  sqlRows(
    db,
    sql`
    WITH h AS (${holders})
    SELECT t.ancestor_id AS ancestor, t.descendant_id AS descendant, t.depth
    FROM account_tree t
    WHERE t.depth > 0 AND t.descendant_id IN (SELECT downline_id FROM h) AND t.ancestor_id IN (SELECT downline_id FROM h)`,
    Ancestry.parse,
  );

const Added = z.object({ n: z.coerce.number() });

/**
 * Adds the bets settled in [the state's upto, upto) to the per-agent day totals and the
 * per-member active days, in one statement; answers how many bets it added.
 */
export async function addSettledToTeamDays(tx: Tx, state: string, upto: Date): Promise<number> {
  const window = sql`b.status = 'settled' AND b.settled_at < ${upto}
      AND b.settled_at >= (SELECT upto FROM agent_rollup_state WHERE name = ${state})`;
  const row = await sqlRow(
    tx,
    sql`
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
      SELECT coalesce(sum(n), 0)::text AS n FROM fresh`,
    Added.parse,
  );
  return row!.n;
}
