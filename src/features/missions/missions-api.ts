import * as missions from '../../../contract/missions/endpoints';
import type {
  BoardRow,
  ClaimMissionResult,
  MissionBoard,
  MissionsPage,
  MissionView,
} from '../../../contract/missions/schemas';
import { api } from '../../lib/call';

/** Missions and the mission leaderboard (contract/missions/endpoints.ts, decisions 054-055). */
export type { BoardRow, ClaimMissionResult, MissionBoard, MissionsPage, MissionView };

export const getMissions = () => api(missions.missions);
export const claimMission = (id: number, requestId: string) =>
  api(missions.claim, { params: { id }, body: { requestId } });
