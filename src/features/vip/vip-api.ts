import type { VipLevel, VipSummary } from '../../../contract/vip';
import { vipPaths } from '../../../contract/vip-constants';
import { apiGet } from '../../lib/api';

/** VIP levels (server/features/vip, decision 044). */
export type { VipLevel, VipSummary };

export const getVip = () => apiGet<VipSummary>(vipPaths.summary);
