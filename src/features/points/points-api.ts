import type {
  Delivery,
  Goods,
  PointsMall,
  PointsMovement,
  RedeemResult,
  Redemption,
} from '../../../contract/points';
import { pointsPaths } from '../../../contract/points-constants';
import { apiGet, apiSend } from '../../lib/api';

/** The points mall's calls (server/features/points). */
export type { Delivery, Goods, PointsMall, PointsMovement, RedeemResult, Redemption };

export const getMall = () => apiGet<PointsMall>(pointsPaths.mall);
export const getPoints = () => apiGet<{ points: string }>(pointsPaths.balance);
export const redeemGoods = (body: {
  goodsId: number;
  quantity: number;
  delivery?: Delivery;
  paymentPassword: string;
  requestId: string;
}) => apiSend<RedeemResult>('POST', pointsPaths.redeem, body);
export const findRedemptions = (page = 1) =>
  apiGet<{ list: Redemption[]; totalPages: number }>(pointsPaths.redemptions, { page, pageSize: 20 });
export const findMovements = (page = 1) =>
  apiGet<{ list: PointsMovement[]; totalPages: number }>(pointsPaths.details, { page, pageSize: 20 });
