import type {
  BoardRow,
  ClaimMissionResult,
  MissionBoard,
  MissionsPage,
  MissionView,
} from '../../../contract/missions';
import { missionPaths } from '../../../contract/missions-constants';
import { apiGet, apiSend } from '../../lib/api';

/** Missions and the mission leaderboard (server/features/missions, decisions 054-055). */
export type { BoardRow, ClaimMissionResult, MissionBoard, MissionsPage, MissionView };

export const getMissions = () => apiGet<MissionsPage>(missionPaths.missions);
export const claimMission = (id: number, requestId: string) =>
  apiSend<ClaimMissionResult>('POST', missionPaths.claim.replace('{id}', String(id)), { requestId });
