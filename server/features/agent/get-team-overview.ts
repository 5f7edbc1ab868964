import { sql } from 'drizzle-orm';
import type { DayFigures, DayRangeQuery, TeamOverview } from '../../../contract/agent/schemas';
import type { Executor } from '../../db/client';
import { daysOf, rangeOf } from './periods';
import { activeMembers, rollupWatermark, teamDays } from './team-days.sql';
import { teamIds } from './team';
import { countTeam, sumMoneyByDay, type MoneyDay } from './team-reports.sql';

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
    countTeam(db, agentId, start, end),
    teamDays(db, agentId, q, { start, end }, since),
    activeMembers(db, agentId, daysOf(q), { start, end }, since),
    sumMoneyByDay(db, sql`deposits`, sql`credited_at`, team, start, end),
    sumMoneyByDay(db, sql`withdrawals`, sql`approved_at`, team, start, end),
  ]);
  const c = counts;
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
    members: c.members,
    directMembers: c.direct,
    activeMembers: active,
    newMembers: c.fresh,
    deposits: sum(deposits),
    withdrawals: sum(withdrawals),
    validBet: String(bets.reduce((a, r) => a + BigInt(r.valid_bet), 0n)),
    profitLoss: String(bets.reduce((a, r) => a + BigInt(r.pl), 0n)),
    days,
  };
}
