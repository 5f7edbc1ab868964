import { and, eq, gte, isNotNull, min } from 'drizzle-orm';
import { payoutJobs, type PayoutJob } from '../../contract/agent/schemas';
import type { Db } from '../db/client';
import { agentContracts, agentSettlementRuns } from '../db/schema';
import { duePeriods } from '../features/agent';
import type { Logger } from '../core/context/logger';
import { startTicker, type Ticker } from '../core/storage/ticker';
import { rollupTeamDays } from './rollup-team-days';
import { settlePeriod, type SettleHooks } from './settle-period';

/** How often a node looks for closed periods; the 5-minute real-time windows are paid within a minute or so. */
export const TICK_MS = 30_000;

export type RunSummary = Record<PayoutJob, { settled: number; busy: number }>;

/**
 * Settle every closed, unsettled period of every job (bounded by CATCH_UP_PERIODS), oldest
 * first. The same call is the start-up catch-up and each tick. Periods that ended before any
 * contract of the kind was accepted can pay nothing and are skipped without a marker.
 */
export async function settleDue(db: Db, now: Date, hooks: SettleHooks = {}): Promise<RunSummary> {
  const summary = {} as RunSummary;
  const firsts = await db
    .select({
      kind: agentContracts.kind,
      period: agentContracts.period,
      first: min(agentContracts.acceptedAt),
    })
    .from(agentContracts)
    .where(isNotNull(agentContracts.acceptedAt))
    .groupBy(agentContracts.kind, agentContracts.period);
  for (const job of payoutJobs) {
    summary[job] = { settled: 0, busy: 0 };
    const first = firstAcceptance(firsts, job);
    if (!first) continue;
    const due = duePeriods(job, now).filter((p) => p.end > first);
    if (due.length === 0) continue;
    const done = await db
      .select({ periodStart: agentSettlementRuns.periodStart })
      .from(agentSettlementRuns)
      .where(and(eq(agentSettlementRuns.job, job), gte(agentSettlementRuns.periodStart, due[0]!.start)));
    const settled = new Set(done.map((r) => r.periodStart.getTime()));
    for (const p of due) {
      if (settled.has(p.start.getTime())) continue;
      const outcome = await settlePeriod(db, job, p, hooks);
      if (outcome === 'settled') summary[job].settled++;
      if (outcome === 'busy') summary[job].busy++;
    }
  }
  return summary;
}

function firstAcceptance(
  rows: readonly { kind: string; period: string; first: Date | null }[],
  job: PayoutJob,
) {
  const kind = job.startsWith('dividend') ? 'dividend' : job;
  const period = job.startsWith('dividend') ? job.slice('dividend_'.length) : undefined;
  const times = rows
    .filter((r) => r.kind === kind && (period === undefined || r.period === period) && r.first)
    .map((r) => new Date(r.first!).getTime());
  return times.length > 0 ? new Date(Math.min(...times)) : undefined;
}

export type AgentScheduler = Ticker;

/**
 * Rolls up the team day totals and runs `settleDue` at start (catching up what was missed while no node ran) and every TICK_MS.
 * Ticks never overlap on a node; nodes coordinate through the advisory lock and the run markers.
 * `stop` waits for a run in progress, so a closing server never cuts a settlement short.
 */
export function startAgentScheduler(
  db: Db,
  log: Logger,
  opts: { tickMs?: number; now?: () => Date } = {},
): AgentScheduler {
  const now = opts.now ?? (() => new Date());
  const pass = async () => {
    const at = now();
    await rollupTeamDays(db, at);
    const s = await settleDue(db, at);
    const paid = Object.entries(s).filter(([, v]) => v.settled > 0);
    if (paid.length > 0) log.info({ settled: Object.fromEntries(paid) }, 'agent settlement');
  };
  return startTicker(opts.tickMs ?? TICK_MS, pass, { log, message: 'agent settlement failed' });
}
