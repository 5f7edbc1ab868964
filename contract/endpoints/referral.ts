import { get, post } from '../endpoint';
import type { ReferralSchemas as S } from '../referral';

/** Member referral and the Zalo registration reward (decisions 059, 060): each needs a session. */

/** The member's code, statistics, referees and the Zalo reward's state. */
export const summary = get<S['summary']>('/wps/member/referral');
/** Bind a Zalo contact (pays the Zalo registration reward once when eligible). */
export const zalo = post<S['zalo']>('/wps/member/zalo');
