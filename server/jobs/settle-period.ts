import { sql } from 'drizzle-orm';
import type { PayoutJob } from '../../contract/agent';
import type { Db, Tx } from '../db/client';
import { mainWallet, postTransaction, systemAccount } from '../lib/ledger';
import type { Period } from '../features/agent/periods';

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

type HolderRow = {
  contract_id: string;
  account_id: string;
  rate_bp: number;
  min_valid_bet: string;
  min_loss: string;
  min_active_members: number;
  valid_bet: string;
  house_win: string;
  active: string;
  /** Real-time: the qualifying stakes, and the stakes times their rate (profit or loss) in bp. */
  rt_base: string;
  rt_weighted: string;
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
    const lock = await tx.execute<{ got: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) AS got`,
    );
    if (!lock.rows[0]?.got) return 'busy';
    const done = await tx.execute(
      sql`SELECT 1 FROM agent_settlement_runs WHERE job = ${job} AND period_start = ${period.start}`,
    );
    if (done.rows.length > 0) return 'already';

    const amounts = differential(await grossByHolder(tx, job, period), await holderAncestry(tx, job, period));
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
      await tx.execute(sql`
        INSERT INTO agent_payouts (account_id, contract_id, job, period_start, period_end, base, amount, ledger_transaction_id)
        VALUES (${a.accountId}, ${a.contractId}, ${job}, ${period.start}, ${period.end}, ${a.base.toString()}::bigint,
                ${a.amount.toString()}::bigint, ${posted.transactionId})`);
      total += a.amount;
      count++;
      await hooks.afterPayout?.(a.accountId);
    }
    await tx.execute(sql`
      INSERT INTO agent_settlement_runs (job, period_start, period_end, payouts, total)
      VALUES (${job}, ${period.start}, ${period.end}, ${count}, ${total.toString()}::bigint)`);
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
  const r = await db.execute<HolderRow>(sql`
    WITH h AS (${holdersSql(job, period)}),
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
    GROUP BY h.id, h.downline_id, h.rate_bp, h.min_valid_bet, h.min_loss, h.min_active_members`);
  const kind = JOB_CONTRACTS[job].kind;
  return r.rows.map((row) => {
    const validBet = BigInt(row.valid_bet);
    const rate = BigInt(row.rate_bp);
    let base = 0n;
    let gross = 0n;
    if (kind === 'realtime_salary') {
      base = BigInt(row.rt_base);
      gross = BigInt(row.rt_weighted) / 10_000n;
    } else if (kind === 'dividend') {
      base = BigInt(row.house_win);
      const qualifies =
        base > 0n &&
        validBet >= BigInt(row.min_valid_bet) &&
        base >= BigInt(row.min_loss) &&
        Number(row.active) >= row.min_active_members;
      gross = qualifies ? (base * rate) / 10_000n : 0n;
    } else {
      base = validBet;
      gross = validBet > 0n && validBet >= BigInt(row.min_valid_bet) ? (validBet * rate) / 10_000n : 0n;
    }
    return { contractId: Number(row.contract_id), accountId: Number(row.account_id), base, gross };
  });
}

/** For each holder, the holders above it in the tree with their distance. */
async function holderAncestry(db: Tx, job: PayoutJob, period: Period) {
  const r = await db.execute<{ ancestor: string; descendant: string; depth: number }>(sql`
    WITH h AS (${holdersSql(job, period)})
    SELECT t.ancestor_id AS ancestor, t.descendant_id AS descendant, t.depth
    FROM account_tree t
    WHERE t.depth > 0 AND t.descendant_id IN (SELECT downline_id FROM h) AND t.ancestor_id IN (SELECT downline_id FROM h)`);
  return r.rows.map((x) => ({
    ancestor: Number(x.ancestor),
    descendant: Number(x.descendant),
    depth: x.depth,
  }));
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
