import { and, eq, sql } from 'drizzle-orm';
import { GameType } from '../../../contract/common';
import type { LaunchGameBody, LaunchTarget } from '../../../contract/games';
import type { Db } from '../../db/client';
import { games } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { launchTarget } from './launch-target';

/**
 * Starts a game for a member (the route already refused guests and trial accounts): finds it
 * by id or by vendor and code, records it as recently played and says where the client goes.
 */
export async function launchGame(db: Db, accountId: number, body: LaunchGameBody): Promise<LaunchTarget> {
  const where =
    'nodeId' in body
      ? eq(games.id, body.nodeId)
      : and(
          eq(games.vendorCode, body.vassalage),
          eq(games.gameCode, body.gameCode),
          body.gameType ? eq(games.gameType, body.gameType) : undefined,
        );
  const [row] = await db
    .select({
      id: games.id,
      vendorCode: games.vendorCode,
      gameType: games.gameType,
      gameCode: games.gameCode,
      isGame: games.isGame,
    })
    .from(games)
    .where(where)
    .limit(1);
  const gameType = GameType.safeParse(row?.gameType);
  if (!row || !gameType.success) throw new AppError('NOT_FOUND', 'no such game');

  await db.execute(sql`
    INSERT INTO recent_games (account_id, game_id, last_played_at) VALUES (${accountId}, ${row.id}, now())
    ON CONFLICT (account_id, game_id) DO UPDATE SET last_played_at = EXCLUDED.last_played_at`);
  return launchTarget({ ...row, gameType: gameType.data });
}
