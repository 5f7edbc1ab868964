import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor, Tx } from '../../db/client';
import { sqlRow, sqlRows } from '../../core/storage/rows';
import { validBetSql } from '../../core/money/valid-bet';

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
 * What a VIP counter counts: the rows of `source` in state `done`, each once, ever (its marker
 * row in `marker`, keyed by `key`), summed into the member's `counter`. Names and the state are
 * written into the statement as before (the state as a literal, so partial indexes still match).
 */
type CounterSource = {
  source: 'bets' | 'deposits';
  /** The statement's alias of a source row. */
  alias: 'b' | 'd';
  done: 'settled' | 'credited';
  /** The source row's amount, by its alias. */
  amount: SQL;
  at: 'settled_at' | 'credited_at';
  marker: 'vip_bets' | 'vip_deposits';
  key: 'bet_id' | 'deposit_id';
  markerAmount: 'valid_amount' | 'amount';
  counter: 'valid_bet' | 'deposits';
};

const BETS: CounterSource = {
  source: 'bets',
  alias: 'b',
  done: 'settled',
  amount: validBetSql('b'),
  at: 'settled_at',
  marker: 'vip_bets',
  key: 'bet_id',
  markerAmount: 'valid_amount',
  counter: 'valid_bet',
};

const DEPOSITS: CounterSource = {
  source: 'deposits',
  alias: 'd',
  done: 'credited',
  amount: sql`d.amount`,
  at: 'credited_at',
  marker: 'vip_deposits',
  key: 'deposit_id',
  markerAmount: 'amount',
  counter: 'deposits',
};

/**
 * Count the next batch of `c`'s rows into the members' counters, in one statement: each row's
 * marker row (counted once, ever) and its member's counter move together. Per member: how many.
 */
function countNew(tx: Tx, c: CounterSource, batch: number): Promise<Counted[]> {
  const [source, s, at, marker, key] = [c.source, c.alias, c.at, c.marker, c.key].map((n) => sql.raw(n));
  const [markerAmount, counter, done] = [sql.raw(c.markerAmount), sql.raw(c.counter), sql.raw(`'${c.done}'`)];
  return sqlRows(
    tx,
    sql`
        WITH fresh AS (
          SELECT ${s}.id, ${s}.account_id, ${c.amount} AS amount, ${s}.${at} AS at
          FROM ${source} ${s}
          WHERE ${s}.status = ${done}
            AND ${s}.${at} >= coalesce((SELECT max(${at}) FROM ${marker}), '-infinity'::timestamptz) - ${LAG}
            AND NOT EXISTS (SELECT 1 FROM ${marker} v WHERE v.${key} = ${s}.id)
          ORDER BY ${s}.${at}, ${s}.id LIMIT ${batch}
        ), ins AS (
          INSERT INTO ${marker} (${key}, account_id, ${markerAmount}, ${at})
          SELECT id, account_id, amount, at FROM fresh
          ON CONFLICT (${key}) DO NOTHING RETURNING account_id, ${markerAmount} AS amount
        ), sums AS (
          SELECT account_id, sum(amount)::bigint AS total, count(*) AS n FROM ins GROUP BY account_id
        ), up AS (
          INSERT INTO vip_members (account_id, ${counter}) SELECT account_id, total FROM sums
          ON CONFLICT (account_id) DO UPDATE SET ${counter} = vip_members.${counter} + EXCLUDED.${counter}, updated_at = now()
        )
        SELECT account_id, n::text FROM sums`,
    Counted.parse,
  );
}

/** countNew for settled bets (their valid amount). */
export const countNewVipBets = (tx: Tx, batch: number) => countNew(tx, BETS, batch);

/** countNew for credited deposits. */
export const countNewVipDeposits = (tx: Tx, batch: number) => countNew(tx, DEPOSITS, batch);

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
