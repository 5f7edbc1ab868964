import type { RebateClaimResult, RebateLine, RebateSummary } from '../../../contract/rebate/schemas';
import * as rebate from '../../../contract/rebate/endpoints';
import { api } from '../../lib/call';

/** The manualRebate tab's calls (contract/rebate/endpoints.ts, decision 045). */
export type { RebateClaimResult, RebateLine, RebateSummary };

export const getRebate = () => api(rebate.summary);
export const claimRebate = (requestId: string) => api(rebate.claim, { body: { requestId } });

/** A rate in basis points as a percent with two decimals, in the reader's language (1,00% / 1.00%). */
export function formatRate(bp: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'vi-VN', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bp / 10_000);
}
