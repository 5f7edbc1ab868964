import * as missions from '../../../contract/endpoints/missions';
import type {
  BoardRow,
  ClaimMissionResult,
  MissionBoard,
  MissionsPage,
  MissionView,
} from '../../../contract/missions';
import { api } from '../../lib/call';

/** Missions and the mission leaderboard (contract/endpoints/missions.ts, decisions 054-055). */
export type { BoardRow, ClaimMissionResult, MissionBoard, MissionsPage, MissionView };

export const getMissions = () => api(missions.missions);
export const claimMission = (id: number, requestId: string) =>
  api(missions.claim, { params: { id }, body: { requestId } });
