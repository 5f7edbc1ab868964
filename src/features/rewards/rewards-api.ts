import type {
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
} from '../../../contract/rewards';
import { rewardPaths } from '../../../contract/reward-constants';
import { apiGet, apiSend, apiUpload } from '../../lib/api';
import { deviceId } from './device-id';

export { rewardPaths };

/** Promotions, grants and turnover (server/features/rewards). */
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
};

export const findPromotions = () => apiGet<PromotionList>(rewardPaths.promotions);
export const getPromotion = (id: number) => apiGet<PromotionDetail>(rewardPaths.promotion(id));
export const claimPromotion = (id: number, requestId: string) =>
  apiSend<ClaimResult>('POST', rewardPaths.claim(id), { requestId, deviceId: deviceId() });
export const applyPromotion = (
  id: number,
  body: { comment: string; imageIds: number[]; requestId: string },
) => apiSend<Application>('POST', rewardPaths.apply(id), { ...body, deviceId: deviceId() });
export const findApplications = () => apiGet<{ list: Application[] }>(rewardPaths.applications);
export const findGrants = (q: { status?: 'open' | 'all'; page?: number; pageSize?: number } = {}) =>
  apiGet<GrantPage>(rewardPaths.grants, q);
export const getTurnover = () => apiGet<TurnoverSummary>(rewardPaths.turnover);

/** One application image as the raw body; answers the id to name in the application. */
export const uploadImage = (file: Blob) => apiUpload<{ imageId: number }>(rewardPaths.uploadImage, file);
