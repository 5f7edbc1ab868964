import type { Db } from '../../db/client';
import { closeBoard } from './board';
import { countMissionProgress } from './progress';

/**
 * The missions' work on the reward ticker (every node, every pass): count new events, then close
 * last week's leaderboard (exactly once across nodes; 'already' after the first).
 */
export async function missionPass(db: Db, now: Date): Promise<void> {
  await countMissionProgress(db);
  await closeBoard(db, now);
}
