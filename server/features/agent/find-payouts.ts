import { sql } from 'drizzle-orm';
import { type ContractKind, type PayoutJob, type PayoutPage } from '../../../contract/agent';
import type { Executor } from '../../db/client';
import { pageClause, totalPages } from './paging';

/** The settlement jobs that pay each contract kind. */
export const jobsOfKind: Record<ContractKind, PayoutJob[]> = {
  realtime_salary: ['realtime_salary'],
  hourly_salary: ['hourly_salary'],
  daily_salary: ['daily_salary'],
  dividend: ['dividend_daily', 'dividend_weekly', 'dividend_semimonthly', 'dividend_monthly'],
};

/** Salary or dividend records of the agent (the screens of its contract kinds), newest first. */
export async function findPayouts(
  db: Executor,
  agentId: number,
  q: { kind: ContractKind; page: number },
): Promise<PayoutPage> {
  const jobs = sql.join(
    jobsOfKind[q.kind].map((j) => sql`${j}`),
    sql`, `,
  );
  const where = sql`account_id = ${agentId} AND job IN (${jobs})`;
  const [rows, totals] = await Promise.all([
    db.execute<{
      id: string;
      job: PayoutJob;
      period_start: Date;
      period_end: Date;
      base: string;
      amount: string;
      created_at: Date;
    }>(sql`
      SELECT id, job, period_start, period_end, base, amount, created_at FROM agent_payouts
      WHERE ${where} ORDER BY period_start DESC, id DESC ${pageClause(q.page)}`),
    db.execute<{ n: string; s: string | null }>(
      sql`SELECT count(*) AS n, sum(amount)::text AS s FROM agent_payouts WHERE ${where}`,
    ),
  ]);
  const total = Number(totals.rows[0]!.n);
  return {
    items: rows.rows.map((r) => ({
      id: Number(r.id),
      job: r.job,
      periodStart: new Date(r.period_start).toISOString(),
      periodEnd: new Date(r.period_end).toISOString(),
      base: String(r.base),
      amount: String(r.amount),
      paidAt: new Date(r.created_at).toISOString(),
    })),
    page: q.page,
    totalPages: totalPages(total),
    total,
    sum: totals.rows[0]!.s ?? '0',
  };
}
