import { sql } from 'drizzle-orm';
import type { ProfitQuery, ProfitReport } from '../../../contract/records';
import { CURRENCY, CURRENCY_SYMBOL } from '../../../contract/wallet';
import type { Db } from '../../db/client';
import { addFigures, betFigures, toFigures, type FigureRow } from './bet-figures';
import { rangeInstants } from './range';

/**
 * The member's profit and loss (personalProfit) over a range: per day in its zone and per
 * vendor and game type, from one index-only pass each over bets_account_placed_id_idx.
 */
export async function profitReport(db: Db, accountId: number, q: ProfitQuery): Promise<ProfitReport> {
  const { start, end } = rangeInstants(q);
  const vi = q.language === 'vi';
  const mine = sql`b.account_id = ${accountId}
    AND b.placed_at >= ${start}::timestamptz AND b.placed_at < ${end}::timestamptz`;
  const [days, groups] = await Promise.all([
    db.execute<FigureRow & { day: string }>(sql`
      SELECT to_char((b.placed_at AT TIME ZONE 'UTC') + ${q.tz}::int * interval '1 minute', 'YYYY-MM-DD') AS day,
        ${betFigures}
      FROM bets b WHERE ${mine}
      GROUP BY 1 ORDER BY 1 DESC`),
    // Grouped by vendor and game first, so the catalogue is joined once per game, not per bet.
    db.execute<FigureRow & { vendor_code: string; vendor_name: string | null; game_type: string | null }>(sql`
      SELECT per_game.vendor_code, ${vi ? sql`v.name_vi` : sql`v.name_en`} AS vendor_name, g.game_type,
        sum(per_game.count)::text AS count, sum(per_game.bet)::text AS bet,
        sum(per_game.valid_bet)::text AS valid_bet, sum(per_game.win)::text AS win
      FROM (
        SELECT b.vendor_code, b.game_code, ${betFigures} FROM bets b WHERE ${mine}
        GROUP BY b.vendor_code, b.game_code) per_game
      LEFT JOIN games g ON g.vendor_code = per_game.vendor_code AND g.game_code = per_game.game_code
      LEFT JOIN vendors v ON v.code = per_game.vendor_code
      GROUP BY per_game.vendor_code, ${vi ? sql`v.name_vi` : sql`v.name_en`}, g.game_type
      ORDER BY sum(per_game.bet) DESC, per_game.vendor_code, g.game_type`),
  ]);
  const dayList = days.rows.map((r) => ({ day: r.day, ...toFigures(r) }));
  return {
    currency: CURRENCY,
    currencySymbol: CURRENCY_SYMBOL,
    days: dayList,
    groups: groups.rows.map((r) => ({
      vendor: r.vendor_code,
      vendorName: r.vendor_name ?? r.vendor_code,
      gameType: r.game_type,
      ...toFigures(r),
    })),
    totals: addFigures(dayList),
  };
}
