import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor, Tx } from '../../db/client';
import { sqlRow, sqlRows } from '../../lib/rows';
import { validBetSql } from '../../lib/valid-bet';

/**
 * How far behind the newest counted row a pass looks again: a win's settled_at is its
 * transaction's start, so a slow transaction can commit a little after a later one.
 */
const LAG = sql`interval '10 minutes'`;

const Member = z.object({
  id: z.coerce.number(),
  type: z.number(),
  vip_level: z.number(),
  since: z.coerce.date().nullable(),
  bet: z.string(),
});
export type MonthMember = z.infer<typeof Member>;

/**
 * Every member above level 0, their account rows locked for the month's work, with their level's
 * start and the valid bets they made in [from, to).
 */
export function lockVipMembersForMonth(tx: Tx, from: Date, to: Date): Promise<MonthMember[]> {
  return sqlRows(
    tx,
    sql`
    SELECT a.id, a.type, a.vip_level, m.level_since AS since,
      (SELECT coalesce(sum(v.valid_amount), 0) FROM vip_bets v
        WHERE v.account_id = a.id AND v.settled_at >= ${from} AND v.settled_at < ${to})::text AS bet
    FROM accounts a LEFT JOIN vip_members m ON m.account_id = a.id
    WHERE a.vip_level > 0
    ORDER BY a.id FOR UPDATE OF a`,
    Member.parse,
  );
}

const Got = z.object({ got: z.boolean() });

/** Try to become the one node counting (a try-lock held to the end of the transaction). */
export async function tryLockVipCount(tx: Tx): Promise<boolean> {
  const row = await sqlRow(
    tx,
    sql`SELECT pg_try_advisory_xact_lock(hashtextextended('vip-count', 0)) AS got`,
    Got.parse,
  );
  return row?.got ?? false;
}

const Counted = z.object({ account_id: z.coerce.number(), n: z.coerce.number() });
export type Counted = z.infer<typeof Counted>;

/**
 * Count the next batch of settled bets into the members' counters, in one statement: each bet's
 * marker row (counted once, ever) and its member's counter move together. Per member: how many.
 */
export function countNewVipBets(tx: Tx, batch: number): Promise<Counted[]> {
  return sqlRows(
    tx,
    sql`
        WITH fresh AS (
          SELECT b.id, b.account_id, ${validBetSql('b')} AS valid, b.settled_at
          FROM bets b
          WHERE b.status = 'settled'
            AND b.settled_at >= coalesce((SELECT max(settled_at) FROM vip_bets), '-infinity'::timestamptz) - ${LAG}
            AND NOT EXISTS (SELECT 1 FROM vip_bets v WHERE v.bet_id = b.id)
          ORDER BY b.settled_at, b.id LIMIT ${batch}
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
        SELECT account_id, n::text FROM sums`,
    Counted.parse,
  );
}

/** As countNewVipBets, for credited deposits. */
export function countNewVipDeposits(tx: Tx, batch: number): Promise<Counted[]> {
  return sqlRows(
    tx,
    sql`
        WITH fresh AS (
          SELECT d.id, d.account_id, d.amount, d.credited_at
          FROM deposits d
          WHERE d.status = 'credited'
            AND d.credited_at >= coalesce((SELECT max(credited_at) FROM vip_deposits), '-infinity'::timestamptz) - ${LAG}
            AND NOT EXISTS (SELECT 1 FROM vip_deposits v WHERE v.deposit_id = d.id)
          ORDER BY d.credited_at, d.id LIMIT ${batch}
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
        SELECT account_id, n::text FROM sums`,
    Counted.parse,
  );
}

const Counters = z.object({
  vip_level: z.number(),
  type: z.number(),
  valid_bet: z.coerce.bigint(),
  deposits: z.coerce.bigint(),
});

/**
 * The member's level, type and counters, the account and counter rows locked: concurrent
 * recomputes of one member take turns. Undefined when the member has no counters yet.
 */
export function lockVipCounters(tx: Tx, accountId: number) {
  return sqlRow(
    tx,
    sql`
      SELECT a.vip_level, a.type, m.valid_bet::text, m.deposits::text
      FROM accounts a JOIN vip_members m ON m.account_id = a.id
      WHERE a.id = ${accountId} FOR UPDATE OF a, m`,
    Counters.parse,
  );
}

const Standing = z.object({
  vip_level: z.number(),
  valid_bet: z.string().nullable(),
  deposits: z.string().nullable(),
  month_bet: z.string(),
  since: z.coerce.date().nullable(),
});

/** The member's level, counters (null: none yet), level start and valid bets since `monthFrom`. */
export async function findVipStanding(db: Executor, accountId: number, monthFrom: Date) {
  const row = await sqlRow(
    db,
    sql`
    SELECT a.vip_level, m.valid_bet::text, m.deposits::text, m.level_since AS since,
      (SELECT coalesce(sum(v.valid_amount), 0) FROM vip_bets v
        WHERE v.account_id = a.id AND v.settled_at >= ${monthFrom})::text AS month_bet
    FROM accounts a LEFT JOIN vip_members m ON m.account_id = a.id WHERE a.id = ${accountId}`,
    Standing.parse,
  );
  return row!;
}
