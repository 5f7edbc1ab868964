import { get, post } from '../endpoint';
import type { RebateSchemas as S } from './schemas';

/** The manualRebate tab (decision 045): what accrued since the last claim, and the claim. */
export const summary = get<S['summary']>('/wps/member/rebate');
export const claim = post<S['claim']>('/wps/member/rebate/claim');
