import { sql } from 'drizzle-orm';
import type { DayFigures, DayRangeQuery, TeamOverview } from '../../../contract/agent';
import type { Executor } from '../../db/client';
import { daysOf, rangeOf, SITE_TIME_ZONE } from './periods';
import { activeMembers, rollupWatermark, teamDays } from './team-days';
import { teamIds } from './team';

type MoneyDay = { day: string; total: string };

/**
 * Team overview (spec section 1) for a range of days. The team is the agent and everyone below
 * it; `members` counts those below. Valid bet and profit and loss count settled bets by the day
 * they were placed (rolled-up day totals plus the bets since the rollup, see team-days.ts); deposits by the day they were credited, withdrawals by the day they were paid.
 */
export async function getTeamOverview(
  db: Executor,
  agentId: number,
  q: DayRangeQuery,
): Promise<TeamOverview> {
  const { start, end } = rangeOf(q);
  const team = teamIds(agentId);
  const since = await rollupWatermark(db);
  const [counts, bets, active, deposits, withdrawals] = await Promise.all([
    db.execute<{ members: string; direct: string; fresh: string }>(sql`
      SELECT count(*) FILTER (WHERE t.depth > 0) AS members,
             count(*) FILTER (WHERE t.depth = 1) AS direct,
             count(*) FILTER (WHERE t.depth > 0 AND a.created_at >= ${start} AND a.created_at < ${end}) AS fresh
      FROM account_tree t JOIN accounts a ON a.id = t.descendant_id
      WHERE t.ancestor_id = ${agentId}`),
    teamDays(db, agentId, q, { start, end }, since),
    activeMembers(db, agentId, daysOf(q), { start, end }, since),
    moneyByDay(db, sql`deposits`, sql`credited_at`, team, start, end),
    moneyByDay(db, sql`withdrawals`, sql`approved_at`, team, start, end),
  ]);
  const c = counts.rows[0]!;
  const byDay = new Map(bets.map((r) => [r.day, r]));
  const dep = new Map(deposits.map((r) => [r.day, r.total]));
  const wd = new Map(withdrawals.map((r) => [r.day, r.total]));
  const days: DayFigures[] = daysOf(q).map((day) => ({
    day,
    validBet: byDay.get(day)?.valid_bet ?? '0',
    profitLoss: byDay.get(day)?.pl ?? '0',
    deposits: dep.get(day) ?? '0',
    withdrawals: wd.get(day) ?? '0',
  }));
  const sum = (rows: MoneyDay[]) => String(rows.reduce((s, r) => s + BigInt(r.total), 0n));
  return {
    members: Number(c.members),
    directMembers: Number(c.direct),
    activeMembers: active,
    newMembers: Number(c.fresh),
    deposits: sum(deposits),
    withdrawals: sum(withdrawals),
    validBet: String(bets.reduce((a, r) => a + BigInt(r.valid_bet), 0n)),
    profitLoss: String(bets.reduce((a, r) => a + BigInt(r.pl), 0n)),
    days,
  };
}

async function moneyByDay(
  db: Executor,
  table: ReturnType<typeof sql>,
  at: ReturnType<typeof sql>,
  team: ReturnType<typeof sql>,
  start: Date,
  end: Date,
): Promise<MoneyDay[]> {
  const r = await db.execute<MoneyDay>(sql`
    SELECT (${at} AT TIME ZONE ${SITE_TIME_ZONE})::date::text AS day, sum(amount)::text AS total
    FROM ${table}
    WHERE account_id IN ${team} AND ${at} >= ${start} AND ${at} < ${end}
    GROUP BY 1`);
  return r.rows;
}
