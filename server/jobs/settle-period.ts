import { and, eq, sql } from 'drizzle-orm';
import type { PayoutJob } from '../../contract/agent/schemas';
import type { Db, Tx } from '../db/client';
import { agentPayouts, agentSettlementRuns } from '../db/schema';
import { mainWallet, postTransaction, systemAccount } from '../core/money/ledger';
import type { Period } from '../features/agent';
import { findHolderAncestry, sumHolderTeams, tryLockSettlement } from './settlement.sql';

/** The contract kind a job pays, and for dividends the contract period it covers. */
const JOB_CONTRACTS: Record<PayoutJob, { kind: string; period?: string }> = {
  realtime_salary: { kind: 'realtime_salary' },
  hourly_salary: { kind: 'hourly_salary' },
  daily_salary: { kind: 'daily_salary' },
  dividend_daily: { kind: 'dividend', period: 'daily' },
  dividend_weekly: { kind: 'dividend', period: 'weekly' },
  dividend_semimonthly: { kind: 'dividend', period: 'semimonthly' },
  dividend_monthly: { kind: 'dividend', period: 'monthly' },
};

export type Gross = { contractId: number; accountId: number; base: bigint; gross: bigint };
export type SettleOutcome = 'settled' | 'already' | 'busy';
export type SettleHooks = {
  /** Test hook: called after each payout is written, inside the transaction (a throw is a crash). */
  afterPayout?: (accountId: number) => void | Promise<void>;
};

/**
 * Settle one (job, period) exactly once (decision 020). In one database transaction: a
 * transaction-level advisory lock on the (job, period) (another node holding it → 'busy'), the
 * run marker check ('already'), every payout with its ledger transaction, then the marker. A
 * crash anywhere rolls all of it back, and the next tick does it again from the start. The
 * unique (agent, job, period) payout key and the ledger idempotency key hold even without the lock.
 */
export async function settlePeriod(
  db: Db,
  job: PayoutJob,
  period: Period,
  hooks: SettleHooks = {},
): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const key = `agent-settle:${job}:${period.start.toISOString()}`;
    if (!(await tryLockSettlement(tx, key))) return 'busy';
    const [done] = await tx
      .select({ job: agentSettlementRuns.job })
      .from(agentSettlementRuns)
      .where(and(eq(agentSettlementRuns.job, job), eq(agentSettlementRuns.periodStart, period.start)));
    if (done) return 'already';

    const amounts = differential(
      await grossByHolder(tx, job, period),
      await findHolderAncestry(tx, holdersSql(job, period)),
    );
    let total = 0n;
    let count = 0;
    const commission = amounts.length > 0 ? await systemAccount(tx, 'commission') : 0;
    for (const a of amounts) {
      if (a.amount <= 0n) continue;
      const wallet = await mainWallet(tx, a.accountId);
      const posted = await postTransaction(tx, {
        kind: job.startsWith('dividend') ? 'agent_dividend' : 'agent_salary',
        idempotencyKey: `agent-payout:${job}:${a.accountId}:${period.start.toISOString()}`,
        memo: { job, contractId: a.contractId, periodStart: period.start.toISOString() },
        entries: [
          { ledgerAccountId: commission, amount: -a.amount, system: true },
          { ledgerAccountId: wallet, amount: a.amount, system: false },
        ],
      });
      await tx.insert(agentPayouts).values({
        accountId: a.accountId,
        contractId: a.contractId,
        job,
        periodStart: period.start,
        periodEnd: period.end,
        base: a.base,
        amount: a.amount,
        ledgerTransactionId: posted.transactionId,
      });
      total += a.amount;
      count++;
      await hooks.afterPayout?.(a.accountId);
    }
    await tx.insert(agentSettlementRuns).values({
      job,
      periodStart: period.start,
      periodEnd: period.end,
      payouts: count,
      total,
    });
    return 'settled';
  });
}

/** Contracts of the job's kind in force at the period's end: accepted before it, not ended before it. */
const holdersSql = (job: PayoutJob, period: Period) => {
  const { kind, period: divPeriod } = JOB_CONTRACTS[job];
  return sql`
    SELECT * FROM agent_contracts
    WHERE kind = ${kind} AND accepted_at IS NOT NULL AND accepted_at < ${period.end}
      AND (ended_at IS NULL OR ended_at >= ${period.end})
      ${divPeriod ? sql`AND period = ${divPeriod}` : sql``}`;
};

/**
 * Each holder's gross: its own contract applied to its whole team (itself included) over the
 * period's settled bets, with the contract's conditions.
 */
export async function grossByHolder(db: Tx | Db, job: PayoutJob, period: Period): Promise<Gross[]> {
  const rows = await sumHolderTeams(db, holdersSql(job, period), period);
  const kind = JOB_CONTRACTS[job].kind;
  return rows.map((row) => {
    const validBet = row.valid_bet;
    const rate = BigInt(row.rate_bp);
    let base = 0n;
    let gross = 0n;
    if (kind === 'realtime_salary') {
      base = row.rt_base;
      gross = row.rt_weighted / 10_000n;
    } else if (kind === 'dividend') {
      base = row.house_win;
      const qualifies =
        base > 0n &&
        validBet >= row.min_valid_bet &&
        base >= row.min_loss &&
        row.active >= row.min_active_members;
      gross = qualifies ? (base * rate) / 10_000n : 0n;
    } else {
      base = validBet;
      gross = validBet > 0n && validBet >= row.min_valid_bet ? (validBet * rate) / 10_000n : 0n;
    }
    return { contractId: row.contract_id, accountId: row.account_id, base, gross };
  });
}

/**
 * Differential pay (decision 020): a holder gets its gross minus the grosses of the nearest
 * holders below it, so along any chain the total paid on a bet is the top holder's rate, each
 * level keeping the difference it kept above its downline. Never below zero.
 */
export function differential(
  grosses: readonly Gross[],
  ancestry: readonly { ancestor: number; descendant: number; depth: number }[],
) {
  const nearest = new Map<number, { ancestor: number; depth: number }>();
  for (const a of ancestry) {
    const seen = nearest.get(a.descendant);
    if (!seen || a.depth < seen.depth) nearest.set(a.descendant, { ancestor: a.ancestor, depth: a.depth });
  }
  const below = new Map<number, bigint>();
  for (const g of grosses) {
    const up = nearest.get(g.accountId);
    if (up) below.set(up.ancestor, (below.get(up.ancestor) ?? 0n) + g.gross);
  }
  return grosses.map((g) => {
    const amount = g.gross - (below.get(g.accountId) ?? 0n);
    return { ...g, amount: amount > 0n ? amount : 0n };
  });
}
