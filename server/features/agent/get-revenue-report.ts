import type { DayRangeQuery, RevenueReport } from '../../../contract/agent/schemas';
import type { Executor } from '../../db/client';
import { daysOf, rangeOf } from './periods';
import { rollupWatermark, teamDays } from './team-days.sql';
import { sumIncomeByDay } from './team-reports.sql';

/**
 * Revenue report: per day, the team's valid bet, the house's result on it (stakes minus wins,
 * settled bets by the day placed) and the salaries and dividends paid to this agent (by the day
 * their period started).
 */
export async function getRevenueReport(
  db: Executor,
  agentId: number,
  q: DayRangeQuery,
): Promise<RevenueReport> {
  const { start, end } = rangeOf(q);
  const since = await rollupWatermark(db);
  const [bets, income] = await Promise.all([
    teamDays(db, agentId, q, { start, end }, since),
    sumIncomeByDay(db, agentId, start, end),
  ]);
  const b = new Map(bets.map((r) => [r.day, r]));
  const inc = new Map(income.map((r) => [r.day, r.income]));
  const days = daysOf(q).map((day) => ({
    day,
    validBet: b.get(day)?.valid_bet ?? '0',
    revenue: String(-BigInt(b.get(day)?.pl ?? '0')),
    income: inc.get(day) ?? '0',
  }));
  const total = (pick: (d: (typeof days)[number]) => string) =>
    String(days.reduce((s, d) => s + BigInt(pick(d)), 0n));
  return {
    validBet: total((d) => d.validBet),
    revenue: total((d) => d.revenue),
    income: total((d) => d.income),
    days,
  };
}
