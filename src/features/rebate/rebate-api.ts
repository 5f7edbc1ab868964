import type { RebateClaimResult, RebateLine, RebateSummary } from '../../../contract/rebate';
import { rebatePaths } from '../../../contract/rebate-constants';
import { apiGet, apiSend } from '../../lib/api';

/** The manualRebate tab's calls (server/features/rebate, decision 045). */
export type { RebateClaimResult, RebateLine, RebateSummary };

export const getRebate = () => apiGet<RebateSummary>(rebatePaths.summary);
export const claimRebate = (requestId: string) =>
  apiSend<RebateClaimResult>('POST', rebatePaths.claim, { requestId });

/** A rate in basis points as a percent with two decimals, in the reader's language (1,00% / 1.00%). */
export function formatRate(bp: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'vi-VN', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bp / 10_000);
}
