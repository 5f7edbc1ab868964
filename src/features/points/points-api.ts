import * as points from '../../../contract/points/endpoints';
import type {
  Delivery,
  Goods,
  PointsMall,
  PointsMovement,
  RedeemResult,
  Redemption,
} from '../../../contract/points/schemas';
import { api } from '../../lib/call';

/** The points mall's calls (contract/points/endpoints.ts, server/features/points). */
export type { Delivery, Goods, PointsMall, PointsMovement, RedeemResult, Redemption };

export const getMall = () => api(points.mall);
export const getPoints = () => api(points.balance);
export const redeemGoods = (body: {
  goodsId: number;
  quantity: number;
  delivery?: Delivery;
  paymentPassword: string;
  requestId: string;
}) => api(points.redeem, { body });
export const findRedemptions = (page = 1) => api(points.redemptions, { query: { page, pageSize: 20 } });
export const findMovements = (page = 1) => api(points.details, { query: { page, pageSize: 20 } });
