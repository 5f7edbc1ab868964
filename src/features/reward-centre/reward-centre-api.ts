import * as centre from '../../../contract/reward-centre/endpoints';
import type { CentreClaimResult, NewbieTask, RewardCentre } from '../../../contract/reward-centre/schemas';
import { api } from '../../lib/call';
import { deviceId } from '../rewards/device-id';

/** Daily sign-in, newbie tasks and loss rescue (contract/reward-centre/endpoints.ts, decision 046). */
export type { CentreClaimResult, NewbieTask, RewardCentre };

export const getRewardCentre = () => api(centre.centre);
// No request id: each is once by its own key (the day, the task), so a retry answers the same grant.
export const signInToday = () => api(centre.signIn, { body: { deviceId: deviceId() } });
export const claimTask = (task: NewbieTask) =>
  api(centre.claimTask, { params: { task }, body: { deviceId: deviceId() } });
export const claimRescue = () => api(centre.claimRescue, { body: { deviceId: deviceId() } });
