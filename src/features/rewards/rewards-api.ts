import * as rewards from '../../../contract/rewards/endpoints';
import { apiUpload } from '../../lib/api-bodies';
import { api } from '../../lib/call';
import { deviceId } from './device-id';

/** Promotions, grants and turnover (contract/rewards/endpoints.ts, server/features/promotions, server/engine/rewards). */
export type {
  Application,
  ClaimResult,
  Grant,
  GrantPage,
  PromotionCategory,
  PromotionDetail,
  PromotionList,
  PromotionSummary,
  RuleName,
  TurnoverSummary,
} from '../../../contract/rewards/schemas';

export const findPromotions = () => api(rewards.promotions);
export const getPromotion = (id: number) => api(rewards.promotion, { params: { id } });
export const claimPromotion = (id: number, requestId: string) =>
  api(rewards.claim, { params: { id }, body: { requestId, deviceId: deviceId() } });
export const applyPromotion = (
  id: number,
  body: { comment: string; imageIds: number[]; requestId: string },
) => api(rewards.apply, { params: { id }, body: { ...body, deviceId: deviceId() } });
export const findApplications = () => api(rewards.applications);
export const findGrants = (query: { status?: 'open' | 'all'; page?: number; pageSize?: number } = {}) =>
  api(rewards.grants, { query });
export const getTurnover = () => api(rewards.turnover);

/** One application image as the raw body; answers the id to name in the application. */
export const uploadImage = (file: Blob) => apiUpload<{ imageId: number }>(rewards.applicationImages, file);
