import * as vip from '../../../contract/endpoints/vip';
import type { VipLevel, VipSummary } from '../../../contract/vip';
import { api } from '../../lib/call';

/** VIP levels (contract/endpoints/vip.ts, decision 044). */
export type { VipLevel, VipSummary };

export const getVip = () => api(vip.summary);
