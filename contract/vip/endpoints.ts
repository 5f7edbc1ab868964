import { get } from '../endpoint';
import type { VipSchemas as S } from './schemas';

/** VIP levels (playerRank, decision 044). */
export const summary = get<S['summary']>('/wps/member/vip');
