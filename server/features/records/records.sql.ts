import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { BetStatus, type BetRecordsQuery } from '../../../contract/records/schemas';
import type { Db } from '../../db/client';
import { sqlRow, sqlRows } from '../../core/storage/rows';
import { betFigures, FigureRow } from './bet-figures';
import { idArray, type MemberWallet } from './member-wallets';
import { isoOf, microsOf, olderThan, parseCursor, rangeInstants, type Cursor } from './range';

/**
 * The records' reports: keyset pages over LATERAL scans, FILTER sums and time-zone grouping,
 * written as SQL so each reads one index the way the scale test EXPLAINs it.
 */

const BetRow = z.object({
  id: z.string(),
  cur: z.string(),
  at: z.string(),
  settled_at: z.string().nullable(),
  vendor_code: z.string(),
  vendor_name: z.string().nullable(),
  game_code: z.string(),
  game_name: z.string().nullable(),
  game_type: z.string().nullable(),
  round_id: z.string(),
  bet_amount: z.string(),
  win_amount: z.string(),
  status: BetStatus,
});
export type BetRow = z.infer<typeof BetRow>;

/** The page and totals statements of the betting record (exported so a test can EXPLAIN them). */
export function betQueries(accountId: number, q: BetRecordsQuery): { page: SQL; totals: SQL } {
  const { start, end } = rangeInstants(q);
  const cursor = parseCursor(q.cursor);
  const vi = q.language === 'vi';
  const filter = sql`b.account_id = ${accountId}
    AND b.placed_at >= ${start}::timestamptz AND b.placed_at < ${end}::timestamptz
    ${q.vendor ? sql`AND b.vendor_code = ${q.vendor}` : sql``}
    ${q.status ? sql`AND b.status = ${q.status}` : sql``}
    ${q.gameType ? sql`AND g.game_type = ${q.gameType}` : sql``}`;
  // The games join is only needed by a game-type filter; without it the totals read the index alone.
  const games = sql`LEFT JOIN games g ON g.vendor_code = b.vendor_code AND g.game_code = b.game_code`;
  return {
    page: sql`
      SELECT b.id::text AS id, ${microsOf(sql`b.placed_at`)} AS cur, ${isoOf(sql`b.placed_at`)} AS at,
        ${isoOf(sql`b.settled_at`)} AS settled_at,
        b.vendor_code, ${vi ? sql`v.name_vi` : sql`v.name_en`} AS vendor_name,
        b.game_code, ${vi ? sql`g.name_vi` : sql`g.name_en`} AS game_name, g.game_type,
        b.round_id, b.bet_amount::text AS bet_amount, b.win_amount::text AS win_amount, b.status
      FROM bets b ${games}
      LEFT JOIN vendors v ON v.code = b.vendor_code
      WHERE ${filter} AND ${olderThan(sql`b.placed_at`, sql`b.id`, cursor)}
      ORDER BY b.placed_at DESC, b.id DESC
      LIMIT ${q.limit + 1}`,
    totals: sql`SELECT ${betFigures} FROM bets b ${q.gameType ? games : sql``} WHERE ${filter}`,
  };
}

/** One page (limit + 1 rows) of the member's bets, and the figures of the whole filter. */
export async function findBetPage(db: Db, accountId: number, q: BetRecordsQuery) {
  const query = betQueries(accountId, q);
  const [rows, totals] = await Promise.all([
    sqlRows(db, query.page, BetRow.parse),
    sqlRow(db, query.totals, FigureRow.parse),
  ]);
  return { rows, totals };
}

const ProfitDay = FigureRow.extend({ day: z.string() });
const ProfitGroup = FigureRow.extend({
  vendor_code: z.string(),
  vendor_name: z.string().nullable(),
  game_type: z.string().nullable(),
});

/**
 * The member's bet figures over a range: per day in its zone and per vendor and game type, from
 * one index-only pass each over bets_account_placed_id_idx.
 */
export async function findProfitFigures(
  db: Db,
  q: { accountId: number; start: string; end: string; tz: number; language: string },
) {
  const vi = q.language === 'vi';
  const mine = sql`b.account_id = ${q.accountId}
    AND b.placed_at >= ${q.start}::timestamptz AND b.placed_at < ${q.end}::timestamptz`;
  const [days, groups] = await Promise.all([
    sqlRows(
      db,
      sql`
      SELECT to_char((b.placed_at AT TIME ZONE 'UTC') + ${q.tz}::int * interval '1 minute', 'YYYY-MM-DD') AS day,
        ${betFigures}
      FROM bets b WHERE ${mine}
      GROUP BY 1 ORDER BY 1 DESC`,
      ProfitDay.parse,
    ),
    // Grouped by vendor and game first, so the catalogue is joined once per game, not per bet.
    sqlRows(
      db,
      sql`
      SELECT per_game.vendor_code, ${vi ? sql`v.name_vi` : sql`v.name_en`} AS vendor_name, g.game_type,
        sum(per_game.count)::text AS count, sum(per_game.bet)::text AS bet,
        sum(per_game.valid_bet)::text AS valid_bet, sum(per_game.win)::text AS win
      FROM (
        SELECT b.vendor_code, b.game_code, ${betFigures} FROM bets b WHERE ${mine}
        GROUP BY b.vendor_code, b.game_code) per_game
      LEFT JOIN games g ON g.vendor_code = per_game.vendor_code AND g.game_code = per_game.game_code
      LEFT JOIN vendors v ON v.code = per_game.vendor_code
      GROUP BY per_game.vendor_code, ${vi ? sql`v.name_vi` : sql`v.name_en`}, g.game_type
      ORDER BY sum(per_game.bet) DESC, per_game.vendor_code, g.game_type`,
      ProfitGroup.parse,
    ),
  ]);
  return { days, groups };
}

const LineRow = z.object({
  id: z.string(),
  cur: z.string(),
  at: z.string(),
  transaction_id: z.string(),
  ledger_account_id: z.string(),
  amount: z.string(),
  balance_after: z.string(),
  kind: z.string(),
  reason: z.string().nullable(),
});
export type LineRow = z.infer<typeof LineRow>;

export type LineQuery = {
  wallets: readonly MemberWallet[];
  start: string;
  end: string;
  cursor: Cursor | undefined;
  limit: number;
  /** More conditions on the entry `e` and its transaction `t`. */
  where: SQL;
};

/**
 * One newest-first page of the member's entries across its wallets. Each wallet is read by its
 * own keyset scan of ledger_entries_account_created_idx (LATERAL, limit + 1 rows each), then the
 * few rows merged: an `= ANY(wallets)` scan would sort every entry of the range instead.
 */
export function linePageSql(q: LineQuery): SQL {
  return sql`
    SELECT x.* FROM unnest(${idArray(q.wallets.map((w) => w.id))}) AS w(id)
    CROSS JOIN LATERAL (
      SELECT e.id::text AS id, ${microsOf(sql`e.created_at`)} AS cur, ${isoOf(sql`e.created_at`)} AS at,
        e.created_at, e.transaction_id::text AS transaction_id, e.ledger_account_id::text AS ledger_account_id,
        e.amount::text AS amount, e.balance_after::text AS balance_after, t.kind,
        COALESCE(t.memo->>'reason', t.memo->>'title') AS reason
      FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.ledger_account_id = w.id
        AND e.created_at >= ${q.start}::timestamptz AND e.created_at < ${q.end}::timestamptz
        AND ${olderThan(sql`e.created_at`, sql`e.id`, q.cursor)}
        AND ${q.where}
      ORDER BY e.created_at DESC, e.id DESC
      LIMIT ${q.limit + 1}) x
    ORDER BY x.created_at DESC, x.id DESC
    LIMIT ${q.limit + 1}`;
}

/** One page (limit + 1 rows) of the member's entries (linePageSql). */
export const findLinePage = (db: Db, q: LineQuery) => sqlRows(db, linePageSql(q), LineRow.parse);

/**
 * Count and sums of the member's entries in the range matching `where` (all pages). Without a
 * condition on the transaction the join is left out and the index alone answers.
 */
export function lineTotalsSql(
  q: Pick<LineQuery, 'wallets' | 'start' | 'end' | 'where'>,
  needsTransaction: boolean,
): SQL {
  return sql`
    SELECT count(*) AS count,
      COALESCE(sum(e.amount) FILTER (WHERE e.amount > 0), 0) AS credits,
      COALESCE(sum(e.amount) FILTER (WHERE e.amount < 0), 0) AS debits
    FROM ledger_entries e
    ${needsTransaction ? sql`JOIN ledger_transactions t ON t.id = e.transaction_id` : sql``}
    WHERE e.ledger_account_id = ANY(${idArray(q.wallets.map((w) => w.id))})
      AND e.created_at >= ${q.start}::timestamptz AND e.created_at < ${q.end}::timestamptz
      AND ${q.where}`;
}

const LineTotals = z.object({
  count: z.coerce.number(),
  credits: z.coerce.bigint(),
  debits: z.coerce.bigint(),
});
export type LineTotals = z.infer<typeof LineTotals>;

/** The count and sums of lineTotalsSql. */
export async function sumLineRows(
  db: Db,
  q: Pick<LineQuery, 'wallets' | 'start' | 'end' | 'where'>,
  needsTransaction: boolean,
): Promise<LineTotals> {
  const row = await sqlRow(db, lineTotalsSql(q, needsTransaction), LineTotals.parse);
  return row ?? { count: 0, credits: 0n, debits: 0n };
}
