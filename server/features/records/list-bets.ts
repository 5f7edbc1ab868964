import type { BetRecord, BetRecordsPage, BetRecordsQuery } from '../../../contract/records/schemas';
import { CURRENCY, CURRENCY_SYMBOL } from '../../../contract/wallet/schemas';
import type { Db } from '../../db/client';
import { toFigures } from './bet-figures';
import { cutPage } from './range';
import { findBetPage, type BetRow } from './records.sql';

/**
 * The member's betting record (personalHistoryCopy): one page newest first, keyset on
 * (placed_at, id) over bets_account_placed_id_idx, and the totals of the whole filter.
 */
export async function listBets(db: Db, accountId: number, q: BetRecordsQuery): Promise<BetRecordsPage> {
  const page = await findBetPage(db, accountId, q);
  const { rows, nextCursor } = cutPage(page.rows, q.limit);
  const t = toFigures(page.totals);
  return {
    currency: CURRENCY,
    currencySymbol: CURRENCY_SYMBOL,
    nextCursor,
    items: rows.map(toRecord),
    totals: { count: t.count, bet: t.bet, validBet: t.validBet, win: t.win, profit: t.profit },
  };
}

function toRecord(r: BetRow): BetRecord {
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
