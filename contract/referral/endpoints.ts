import { get, post } from '../endpoint';
import type { ReferralSchemas as S } from './schemas';

/** Member referral and the Zalo registration reward (decisions 059, 060): each needs a session. */

/** The member's code, statistics, referees and the Zalo reward's state. */
export const summary = get<S['summary']>('/wps/member/referral');
/** SMS a code to the Zalo number being bound (decision 089). */
export const zaloCode = post<S['zaloCode']>('/wps/member/zalo/code');
/** Bind a Zalo contact with its code (pays the Zalo registration reward once, after a first deposit). */
export const zalo = post<S['zalo']>('/wps/member/zalo');
