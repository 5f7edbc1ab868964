import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { validBetSql } from '../../lib/valid-bet';

/** Rows taken per statement: one pass is a few short transactions. */
const BATCH = 1000;

/**
 * How far behind the newest counted row a pass looks again: a win's settled_at is its
 * transaction's start, so a slow transaction can commit a little after a later one.
 */
const LAG = sql`interval '10 minutes'`;

/**
 * Count newly settled valid bets and newly credited deposits into the members' VIP counters
 * (decision 044), outside the seamless calls (the bet path does no work for it). Each bet and
 * deposit gets its marker row (primary key: counted once, ever) in the same statement that adds
 * it to the member's counter; the valid amount is the one turnover counts (the provider's valid
 * bet, hedges cancelled; else the stake). One node counts at a time (a try-lock: another node
 * already counting → nothing to do here). Returns the members whose counters moved.
 */
export async function countNew(db: Db): Promise<number[]> {
  const touched = new Set<number>();
  for (;;) {
    const r = await db.transaction(async (tx) => {
      const lock = await tx.execute<{ got: boolean }>(
        sql`SELECT pg_try_advisory_xact_lock(hashtextextended('vip-count', 0)) AS got`,
      );
      if (!lock.rows[0]?.got) return { bets: 0, deposits: 0, accounts: [] as number[] };
      const bets = await tx.execute<{ account_id: string; n: string }>(sql`
        WITH fresh AS (
          SELECT b.id, b.account_id, ${validBetSql('b')} AS valid, b.settled_at
          FROM bets b
          WHERE b.status = 'settled'
            AND b.settled_at >= coalesce((SELECT max(settled_at) FROM vip_bets), '-infinity'::timestamptz) - ${LAG}
            AND NOT EXISTS (SELECT 1 FROM vip_bets v WHERE v.bet_id = b.id)
          ORDER BY b.settled_at, b.id LIMIT ${BATCH}
        ), ins AS (
          INSERT INTO vip_bets (bet_id, account_id, valid_amount, settled_at)
          SELECT id, account_id, valid, settled_at FROM fresh
          ON CONFLICT (bet_id) DO NOTHING RETURNING account_id, valid_amount
        ), sums AS (
          SELECT account_id, sum(valid_amount)::bigint AS total, count(*) AS n FROM ins GROUP BY account_id
        ), up AS (
          INSERT INTO vip_members (account_id, valid_bet) SELECT account_id, total FROM sums
          ON CONFLICT (account_id) DO UPDATE SET valid_bet = vip_members.valid_bet + EXCLUDED.valid_bet, updated_at = now()
        )
        SELECT account_id, n::text FROM sums`);
      const deposits = await tx.execute<{ account_id: string; n: string }>(sql`
        WITH fresh AS (
          SELECT d.id, d.account_id, d.amount, d.credited_at
          FROM deposits d
          WHERE d.status = 'credited'
            AND d.credited_at >= coalesce((SELECT max(credited_at) FROM vip_deposits), '-infinity'::timestamptz) - ${LAG}
            AND NOT EXISTS (SELECT 1 FROM vip_deposits v WHERE v.deposit_id = d.id)
          ORDER BY d.credited_at, d.id LIMIT ${BATCH}
        ), ins AS (
          INSERT INTO vip_deposits (deposit_id, account_id, amount, credited_at)
          SELECT id, account_id, amount, credited_at FROM fresh
          ON CONFLICT (deposit_id) DO NOTHING RETURNING account_id, amount
        ), sums AS (
          SELECT account_id, sum(amount)::bigint AS total, count(*) AS n FROM ins GROUP BY account_id
        ), up AS (
          INSERT INTO vip_members (account_id, deposits) SELECT account_id, total FROM sums
          ON CONFLICT (account_id) DO UPDATE SET deposits = vip_members.deposits + EXCLUDED.deposits, updated_at = now()
        )
        SELECT account_id, n::text FROM sums`);
      const count = (rows: { n: string }[]) => rows.reduce((s, x) => s + Number(x.n), 0);
      return {
        bets: count(bets.rows),
        deposits: count(deposits.rows),
        accounts: [...bets.rows, ...deposits.rows].map((x) => Number(x.account_id)),
      };
    });
    for (const id of r.accounts) touched.add(id);
    if (r.bets < BATCH && r.deposits < BATCH) return [...touched].sort((a, b) => a - b);
  }
}
