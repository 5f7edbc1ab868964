import { sql, type SQL } from 'drizzle-orm';
import type { BetRecord, BetRecordsPage, BetRecordsQuery, BetStatus } from '../../../contract/records';
import { CURRENCY, CURRENCY_SYMBOL } from '../../../contract/wallet';
import type { Db } from '../../db/client';
import { betFigures, toFigures, type FigureRow } from './bet-figures';
import { cutPage, isoOf, microsOf, olderThan, parseCursor, rangeInstants } from './range';

type Row = {
  id: string;
  cur: string;
  at: string;
  settled_at: string | null;
  vendor_code: string;
  vendor_name: string | null;
  game_code: string;
  game_name: string | null;
  game_type: string | null;
  round_id: string;
  bet_amount: string;
  win_amount: string;
  status: BetStatus;
};

/**
 * The member's betting record (personalHistoryCopy): one page newest first, keyset on
 * (placed_at, id) over bets_account_placed_id_idx, and the totals of the whole filter.
 */
export async function listBets(db: Db, accountId: number, q: BetRecordsQuery): Promise<BetRecordsPage> {
  const query = betQueries(accountId, q);
  const [page, totals] = await Promise.all([
    db.execute<Row>(query.page),
    db.execute<FigureRow>(query.totals),
  ]);
  const { rows, nextCursor } = cutPage(page.rows, q.limit);
  const t = toFigures(totals.rows[0]);
  return {
    currency: CURRENCY,
    currencySymbol: CURRENCY_SYMBOL,
    nextCursor,
    items: rows.map(toRecord),
    totals: { count: t.count, bet: t.bet, validBet: t.validBet, win: t.win, profit: t.profit },
  };
}

/** The page and totals statements (exported so a test can EXPLAIN them). */
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

function toRecord(r: Row): BetRecord {
  const bet = BigInt(r.bet_amount);
  const win = BigInt(r.win_amount);
  return {
    id: Number(r.id),
    at: r.at,
    settledAt: r.settled_at,
    vendor: r.vendor_code,
    vendorName: r.vendor_name ?? r.vendor_code,
    gameCode: r.game_code,
    gameName: r.game_name ?? r.game_code,
    gameType: r.game_type,
    roundId: r.round_id,
    bet: bet.toString(),
    win: win.toString(),
    profit: r.status === 'settled' ? (win - bet).toString() : null,
    status: r.status,
  };
}
