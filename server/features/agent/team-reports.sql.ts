import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { sqlRow, sqlRows } from '../../core/storage/rows';
import { SITE_TIME_ZONE } from './periods';

/**
 * The agent centre's team reports (decision 076): reads over the team closure (account_tree)
 * with FILTER sums, per-day grouping in the site's zone and page clauses (paging.ts), written
 * as SQL so each stays the one indexed statement the agent bench measures.
 */

const Count = z.object({ n: z.coerce.number() });

/** How many rows `from` and `where` give (a page's total). */
export async function countRows(db: Executor, from: SQL, where: SQL): Promise<number> {
  const row = await sqlRow(db, sql`SELECT count(*) AS n FROM ${from} WHERE ${where}`, Count.parse);
  return row!.n;
}

const TeamCounts = z.object({
  members: z.coerce.number(),
  direct: z.coerce.number(),
  fresh: z.coerce.number(),
});

/** The team's size below the agent, its direct downlines and those who joined in [start, end). */
export async function countTeam(db: Executor, agentId: number, start: Date, end: Date) {
  const row = await sqlRow(
    db,
    sql`
      SELECT count(*) FILTER (WHERE t.depth > 0) AS members,
             count(*) FILTER (WHERE t.depth = 1) AS direct,
             count(*) FILTER (WHERE t.depth > 0 AND a.created_at >= ${start} AND a.created_at < ${end}) AS fresh
      FROM account_tree t JOIN accounts a ON a.id = t.descendant_id
      WHERE t.ancestor_id = ${agentId}`,
    TeamCounts.parse,
  );
  return row!;
}

const MoneyDay = z.object({ day: z.string(), total: z.string() });
export type MoneyDay = z.infer<typeof MoneyDay>;

/** The sums of `table`'s amounts of the team's accounts per day of `at` in [start, end). */
export const sumMoneyByDay = (db: Executor, table: SQL, at: SQL, team: SQL, start: Date, end: Date) =>
  sqlRows(
    db,
    sql`
    SELECT (${at} AT TIME ZONE ${SITE_TIME_ZONE})::date::text AS day, sum(amount)::text AS total
    FROM ${table}
    WHERE account_id IN ${team} AND ${at} >= ${start} AND ${at} < ${end}
    GROUP BY 1`,
    MoneyDay.parse,
  );

const IncomeDay = z.object({ day: z.string(), income: z.string() });

/** The salaries and dividends paid to the agent per day their period started, in [start, end). */
export const sumIncomeByDay = (db: Executor, agentId: number, start: Date, end: Date) =>
  sqlRows(
    db,
    sql`
      SELECT (period_start AT TIME ZONE ${SITE_TIME_ZONE})::date::text AS day, sum(amount)::text AS income
      FROM agent_payouts
      WHERE account_id = ${agentId} AND period_start >= ${start} AND period_start < ${end}
      GROUP BY 1`,
    IncomeDay.parse,
  );

const TeamBet = z.object({
  id: z.coerce.number(),
  account: z.string(),
  vendor_code: z.string(),
  game_code: z.string(),
  bet_amount: z.string(),
  win_amount: z.string(),
  status: z.string(),
  placed_at: z.coerce.date(),
});

/** A page of the team's bets (`from` and `where` of find-team-bets.ts), newest first. */
export const findTeamBetRows = (db: Executor, from: SQL, where: SQL, page: SQL) =>
  sqlRows(
    db,
    sql`
      SELECT b.id, a.account, b.vendor_code, b.game_code, b.bet_amount, b.win_amount, b.status, b.placed_at
      FROM ${from} WHERE ${where}
      ORDER BY b.placed_at DESC, b.id DESC ${page}`,
    TeamBet.parse,
  );

const BetSums = z.object({ n: z.coerce.number(), bets: z.string().nullable(), wins: z.string().nullable() });

/** The count of the team's bets and the stakes and wins of the settled ones. */
export async function sumTeamBets(db: Executor, from: SQL, where: SQL) {
  const row = await sqlRow(
    db,
    sql`
      SELECT count(*) AS n, sum(b.bet_amount) FILTER (WHERE b.status = 'settled') AS bets,
             sum(b.win_amount) FILTER (WHERE b.status = 'settled') AS wins
      FROM ${from} WHERE ${where}`,
    BetSums.parse,
  );
  return row!;
}

const ProfitLossRow = z.object({
  id: z.coerce.number(),
  account: z.string(),
  depth: z.number(),
  bets: z.coerce.number(),
  valid_bet: z.string(),
  wins: z.string(),
});

/** A page of the per-member sums of `grouped` (find-profit-loss.ts), biggest losers first. */
export const findProfitLossRows = (db: Executor, agentId: number, grouped: SQL, page: SQL) =>
  sqlRows(
    db,
    sql`
      SELECT g.account_id AS id, a.account, t.depth, g.bets, g.valid_bet, g.wins
      FROM (${grouped}) g JOIN accounts a ON a.id = g.account_id
      JOIN account_tree t ON t.ancestor_id = ${agentId} AND t.descendant_id = g.account_id
      ORDER BY g.wins - g.valid_bet ASC, a.account ${page}`,
    ProfitLossRow.parse,
  );

const DownlineRow = z.object({
  id: z.coerce.number(),
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
  status: z.string(),
  depth: z.number(),
  created_at: z.coerce.date(),
  team: z.coerce.number(),
});

/** A page of the downlines of `from` and `where` (find-downlines.ts), with each one's team size. */
export const findDownlineRows = (db: Executor, from: SQL, where: SQL, page: SQL) =>
  sqlRows(
    db,
    sql`
      SELECT a.id, a.account, a.nickname, a.type, a.status, t.depth, a.created_at,
             (SELECT count(*) FROM account_tree s WHERE s.ancestor_id = a.id AND s.depth > 0) AS team
      FROM ${from} WHERE ${where}
      ORDER BY t.depth, a.created_at DESC, a.id DESC ${page}`,
    DownlineRow.parse,
  );

const TeamEntry = z.object({
  id: z.coerce.number(),
  account: z.string(),
  kind: z.string(),
  amount: z.string(),
  balance_after: z.string(),
  at: z.coerce.date(),
});

/** A page of the ledger entries of `from` and `where` (find-team-transactions.ts), newest first. */
export const findTeamEntryRows = (db: Executor, from: SQL, where: SQL, page: SQL) =>
  sqlRows(
    db,
    sql`
      SELECT e.id, a.account, lt.kind, e.amount, e.balance_after, e.created_at AS at
      FROM ${from} WHERE ${where}
      ORDER BY e.created_at DESC, e.id DESC ${page}`,
    TeamEntry.parse,
  );
