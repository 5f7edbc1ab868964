import type { CentreClaimResult, NewbieTask, RewardCentre } from '../../../contract/reward-centre';
import { rewardCentrePaths } from '../../../contract/reward-centre-constants';
import { apiGet, apiSend } from '../../lib/api';
import { deviceId } from '../rewards/device-id';

/** Daily sign-in, newbie tasks and loss rescue (server/features/reward-centre, decision 046). */
export type { CentreClaimResult, NewbieTask, RewardCentre };

export const getRewardCentre = () => apiGet<RewardCentre>(rewardCentrePaths.centre);
// No request id: each is once by its own key (the day, the task), so a retry answers the same grant.
export const signInToday = () =>
  apiSend<CentreClaimResult>('POST', rewardCentrePaths.signIn, { deviceId: deviceId() });
export const claimTask = (task: NewbieTask) =>
  apiSend<CentreClaimResult>('POST', rewardCentrePaths.claimTask(task), { deviceId: deviceId() });
export const claimRescue = () =>
  apiSend<CentreClaimResult>('POST', rewardCentrePaths.claimRescue, { deviceId: deviceId() });
