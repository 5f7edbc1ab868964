import { get, post } from '../endpoint';
import type { MissionsSchemas as S } from './schemas';

/** Missions and the mission leaderboard (decisions 054-055): each needs the member's session. */
export const base = '/wps/member/missions';

/** The member's missions of the current periods and this week's leaderboard. */
export const missions = get<S['missions']>(base);
export const claim = post<S['claim']>(`${base}/{id}/claim`);
