import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  PAGE_SIZE,
  type ContractKind,
  type PayoutJob,
  type PayoutPage,
} from '../../../contract/agent/schemas';
import type { Executor } from '../../db/client';
import { agentPayouts } from '../../db/schema';
import { totalPages } from './paging';

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
  const where = and(eq(agentPayouts.accountId, agentId), inArray(agentPayouts.job, jobsOfKind[q.kind]));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: agentPayouts.id,
        job: agentPayouts.job,
        periodStart: agentPayouts.periodStart,
        periodEnd: agentPayouts.periodEnd,
        base: agentPayouts.base,
        amount: agentPayouts.amount,
        createdAt: agentPayouts.createdAt,
      })
      .from(agentPayouts)
      .where(where)
      .orderBy(desc(agentPayouts.periodStart), desc(agentPayouts.id))
      .limit(PAGE_SIZE)
      .offset((q.page - 1) * PAGE_SIZE),
    db
      .select({ n: count(), s: sql<string | null>`sum(${agentPayouts.amount})::text` })
      .from(agentPayouts)
      .where(where),
  ]);
  const total = totals?.n ?? 0;
  return {
    items: rows.map((r) => ({
      id: r.id,
      job: r.job as PayoutJob,
      periodStart: r.periodStart.toISOString(),
      periodEnd: r.periodEnd.toISOString(),
      base: r.base.toString(),
      amount: r.amount.toString(),
      paidAt: r.createdAt.toISOString(),
    })),
    page: q.page,
    totalPages: totalPages(total),
    total,
    sum: totals?.s ?? '0',
  };
}
