import { get } from '../endpoint';
import type { RecordsSchemas as S } from './schemas';

/** The member-centre records of spec section 2 (real accounts' sessions only). */
const base = '/wps/member/records';

export const bets = get<S['bets']>(`${base}/bets`);
export const transactions = get<S['transactions']>(`${base}/transactions`);
export const profit = get<S['profit']>(`${base}/profit`);
export const bonuses = get<S['bonuses']>(`${base}/bonuses`);
