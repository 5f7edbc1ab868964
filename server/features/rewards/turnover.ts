import { sql } from 'drizzle-orm';
import type { TurnoverSummary } from '../../../contract/rewards';
import type { Db, Executor, Tx } from '../../db/client';
import { mainWallet } from '../../lib/ledger';
import { AppError } from '../../lib/errors';
import { validBetSql } from '../../lib/valid-bet';

/** Bets taken per pass for one member: one pass is one short transaction. */
const BATCH = 1000;

type OpenGrant = { id: number; left: bigint; maxBet: bigint | null; from: number; taken: bigint };

/**
 * Feed the member's settled valid bets into their open turnover requirements (decision 032).
 * Runs outside the seamless calls (the scheduler's pass, and before a withdrawal or transfer
 * check), so the bet path does no work for it. Per pass, in one transaction:
 * - the member's open grants are locked in id order (two feeders of one member take turns);
 * - settled bets not yet counted (no reward_turnover_bets row), placed since the oldest open
 *   grant started counting, are read in id order;
 * - each bet's valid amount (the provider's valid bet, hedges cancelled; else the stake) fills
 *   the oldest grant it may count for (placed after the grant, not above its max bet), the rest
 *   flowing to the next; a grant never goes over its requirement (a CHECK holds it too);
 * - every bet read gets its reward_turnover_bets row (primary key: counted once, ever).
 * Returns the amount counted.
 */
export async function feedTurnover(db: Db, accountId: number): Promise<bigint> {
  let total = 0n;
  for (;;) {
    const { counted, bets } = await feedOnce(db, accountId);
    total += counted;
    if (bets < BATCH) return total;
  }
}

async function feedOnce(db: Db, accountId: number): Promise<{ counted: bigint; bets: number }> {
  return db.transaction(async (tx) => {
    const g = await tx.execute<{ id: string; left: string; max_bet: string | null; from_ms: string }>(sql`
      SELECT id, (turnover_required - turnover_progress)::text AS left, max_bet::text,
        (extract(epoch FROM counts_from) * 1000)::bigint::text AS from_ms
      FROM reward_grants
      WHERE account_id = ${accountId} AND status = 'active' AND turnover_progress < turnover_required
      ORDER BY id FOR UPDATE`);
    if (g.rows.length === 0) return { counted: 0n, bets: 0 };
    const open: OpenGrant[] = g.rows.map((r) => ({
      id: Number(r.id),
      left: BigInt(r.left),
      maxBet: r.max_bet === null ? null : BigInt(r.max_bet),
      from: Number(r.from_ms),
      taken: 0n,
    }));
    const since = new Date(Math.min(...open.map((o) => o.from)));
    const b = await tx.execute<{ id: string; stake: string; valid: string; placed_ms: string }>(sql`
      SELECT b.id, b.bet_amount::text AS stake, ${validBetSql('b')}::text AS valid,
        (extract(epoch FROM b.placed_at) * 1000)::bigint::text AS placed_ms
      FROM bets b
      WHERE b.account_id = ${accountId} AND b.status = 'settled' AND b.placed_at >= ${since}
        AND NOT EXISTS (SELECT 1 FROM reward_turnover_bets t WHERE t.bet_id = b.id)
      ORDER BY b.id LIMIT ${BATCH}`);
    if (b.rows.length === 0) return { counted: 0n, bets: 0 };

    const rows: { betId: number; valid: bigint; counted: bigint }[] = [];
    let counted = 0n;
    for (const bet of b.rows) {
      const stake = BigInt(bet.stake);
      let rest = BigInt(bet.valid);
      const placed = Number(bet.placed_ms);
      let used = 0n;
      for (const o of open) {
        if (rest === 0n) break;
        if (o.left === 0n || placed < o.from || (o.maxBet !== null && stake > o.maxBet)) continue;
        const take = rest < o.left ? rest : o.left;
        o.left -= take;
        o.taken += take;
        rest -= take;
        used += take;
      }
      rows.push({ betId: Number(bet.id), valid: BigInt(bet.valid), counted: used });
      counted += used;
    }
    await tx.execute(sql`
      INSERT INTO reward_turnover_bets (bet_id, account_id, valid_amount, counted)
      VALUES ${sql.join(
        rows.map(
          (r) =>
            sql`(${r.betId}, ${accountId}, ${r.valid.toString()}::bigint, ${r.counted.toString()}::bigint)`,
        ),
        sql`, `,
      )}`);
    for (const o of open) {
      if (o.taken === 0n) continue;
      await tx.execute(sql`
        UPDATE reward_grants SET turnover_progress = turnover_progress + ${o.taken.toString()}::bigint,
          status = CASE WHEN turnover_progress + ${o.taken.toString()}::bigint = turnover_required THEN 'completed' ELSE status END,
          closed_at = CASE WHEN turnover_progress + ${o.taken.toString()}::bigint = turnover_required THEN now() ELSE closed_at END
        WHERE id = ${o.id}`);
    }
    return { counted, bets: b.rows.length };
  });
}

/** Members with open turnover, for the scheduler's pass (oldest grants first). */
export async function membersWithOpenTurnover(db: Executor, limit = 500): Promise<number[]> {
  const r = await db.execute<{ account_id: string }>(sql`
    SELECT account_id FROM reward_grants
    WHERE status = 'active' AND turnover_progress < turnover_required
    GROUP BY account_id ORDER BY min(id) LIMIT ${limit}`);
  return r.rows.map((x) => Number(x.account_id));
}

/** Feeds every member with open turnover once; returns the amount counted. */
export async function feedAll(db: Db): Promise<bigint> {
  let total = 0n;
  for (const id of await membersWithOpenTurnover(db)) total += await feedTurnover(db, id);
  return total;
}

/** The member's open turnover in one figure set (withdrawal and transfer screens). */
export async function turnoverSummary(db: Executor, accountId: number): Promise<TurnoverSummary> {
  const r = await db.execute<{
    required: string;
    progress: string;
    n: string;
    next: Date | string | null;
  }>(sql`
    SELECT coalesce(sum(turnover_required), 0)::text AS required, coalesce(sum(turnover_progress), 0)::text AS progress,
      count(*)::text AS n, min(expires_at) AS next
    FROM reward_grants
    WHERE account_id = ${accountId} AND status = 'active' AND turnover_progress < turnover_required`);
  const row = r.rows[0]!;
  const required = BigInt(row.required);
  const progress = BigInt(row.progress);
  return {
    required: required.toString(),
    progress: progress.toString(),
    remaining: (required - progress).toString(),
    openGrants: Number(row.n),
    nextExpiry: row.next === null ? null : new Date(row.next).toISOString(),
  };
}

/**
 * Refuse moving money out (withdrawal, transfer to another member) while bonus turnover is open:
 * TURNOVER_NOT_MET with the remaining turnover. Call inside the moving transaction, after
 * `feedTurnover` (so a bet that just met the requirement counts). The member's main wallet row
 * is locked first: a grant paid concurrently either committed before (and is seen here) or waits
 * for this transaction, so bonus money cannot slip out between the check and the debit.
 */
export async function assertTurnoverMet(tx: Tx, accountId: number): Promise<void> {
  await tx.execute(
    sql`SELECT id FROM ledger_accounts WHERE id = ${await mainWallet(tx, accountId)} FOR UPDATE`,
  );
  const s = await turnoverSummary(tx, accountId);
  if (BigInt(s.remaining) > 0n)
    throw new AppError('TURNOVER_NOT_MET', `turnover ${s.remaining} still to bet`, {
      remainingTurnover: s.remaining,
    });
}
