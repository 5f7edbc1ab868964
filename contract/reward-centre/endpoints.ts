import { get, post } from '../endpoint';
import type { RewardCentreSchemas as S } from './schemas';

/** The reward centre (decision 046): daily sign-in, newbie tasks, yesterday's loss rescue. */
export const base = '/wps/member/reward-centre';

export const centre = get<S['centre']>(base);
export const signIn = post<S['signIn']>(`${base}/sign-in`);
export const claimTask = post<S['claimTask']>(`${base}/tasks/{task}/claim`);
export const claimRescue = post<S['claimRescue']>(`${base}/rescue/claim`);
