import type {
  BetRecordsPage,
  BetStatus,
  BonusRecordsPage,
  ProfitReport,
  TransactionRecordsPage,
} from '../../../contract/records';
import { apiGet } from '../../lib/api';

/**
 * The member records calls (server/features/records/routes.ts). Days are "yyyy-MM-dd" in the
 * member's zone; tz is that zone's offset in minutes (what the header clock shows).
 */
export type { BetRecordsPage, BetStatus, BonusRecordsPage, ProfitReport, TransactionRecordsPage };

export type RangeQuery = { from: string; to: string; tz: number };
export type PageQuery = RangeQuery & { cursor?: string | undefined; limit?: number };

const base = '/wps/member/records';

export const getBets = (q: PageQuery & { vendor?: string; gameType?: string; status?: BetStatus }) =>
  apiGet<BetRecordsPage>(`${base}/bets`, q);
export const getTransactions = (q: PageQuery & { type?: string }) =>
  apiGet<TransactionRecordsPage>(`${base}/transactions`, q);
export const getProfit = (q: RangeQuery) => apiGet<ProfitReport>(`${base}/profit`, q);
export const getBonuses = (q: PageQuery) => apiGet<BonusRecordsPage>(`${base}/bonuses`, q);
