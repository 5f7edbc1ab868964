import * as vip from '../../../contract/vip/endpoints';
import type { VipLevel, VipSummary } from '../../../contract/vip/schemas';
import { api } from '../../lib/call';

/** VIP levels (contract/vip/endpoints.ts, decision 044). */
export type { VipLevel, VipSummary };

export const getVip = () => api(vip.summary);
