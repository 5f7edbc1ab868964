import type {
  BetRecordsPage,
  BetStatus,
  BonusRecordsPage,
  ProfitReport,
  TransactionRecordsPage,
} from '../../../contract/records/schemas';
import type { GameType } from '../../../contract/common';
import * as records from '../../../contract/records/endpoints';
import { api } from '../../lib/call';

/**
 * The member records calls (contract/records/endpoints.ts). Days are "yyyy-MM-dd" in the
 * member's zone; tz is that zone's offset in minutes (what the header clock shows).
 */
export type { BetRecordsPage, BetStatus, BonusRecordsPage, ProfitReport, TransactionRecordsPage };

export type RangeQuery = { from: string; to: string; tz: number };
export type PageQuery = RangeQuery & { cursor?: string | undefined; limit?: number };

export const getBets = (q: PageQuery & { vendor?: string; gameType?: GameType; status?: BetStatus }) =>
  api(records.bets, { query: q });
export const getTransactions = (q: PageQuery & { type?: string }) => api(records.transactions, { query: q });
export const getProfit = (q: RangeQuery) => api(records.profit, { query: q });
export const getBonuses = (q: PageQuery) => api(records.bonuses, { query: q });
