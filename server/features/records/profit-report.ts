import type { ProfitQuery, ProfitReport } from '../../../contract/records/schemas';
import { CURRENCY, CURRENCY_SYMBOL } from '../../../contract/wallet/schemas';
import type { Db } from '../../db/client';
import { addFigures, toFigures } from './bet-figures';
import { rangeInstants } from './range';
import { findProfitFigures } from './records.sql';

/**
 * The member's profit and loss (personalProfit) over a range: per day in its zone and per
 * vendor and game type, from one index-only pass each over bets_account_placed_id_idx.
 */
export async function profitReport(db: Db, accountId: number, q: ProfitQuery): Promise<ProfitReport> {
  const { start, end } = rangeInstants(q);
  const { days, groups } = await findProfitFigures(db, {
    accountId,
    start,
    end,
    tz: q.tz,
    language: q.language,
  });
  const dayList = days.map((r) => ({ day: r.day, ...toFigures(r) }));
  return {
    currency: CURRENCY,
    currencySymbol: CURRENCY_SYMBOL,
    days: dayList,
    groups: groups.map((r) => ({
      vendor: r.vendor_code,
      vendorName: r.vendor_name ?? r.vendor_code,
      gameType: r.game_type,
      ...toFigures(r),
    })),
    totals: addFigures(dayList),
  };
}
