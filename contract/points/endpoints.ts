import { get, post } from '../endpoint';
import type { PointsSchemas as S } from './schemas';

/** The points mall (decisions 049-050): the mall answers guests too; the rest needs a session. */
export const base = '/wps/member/points';

/** Goods, earning rates and the exchange table (guests too). */
export const mall = get<S['mall']>('/wps/points/mall');
/** The member's current points. */
export const balance = get<S['balance']>(base);
export const redeem = post<S['redeem']>(`${base}/redeem`);
export const redemptions = get<S['redemptions']>(`${base}/redemptions`);
export const details = get<S['details']>(`${base}/details`);
