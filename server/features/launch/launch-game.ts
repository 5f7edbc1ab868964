import { and, eq, sql } from 'drizzle-orm';
import { GameType, trialAccountType } from '../../../contract/common';
import type { LaunchGameBody, LaunchTarget } from '../../../contract/games/schemas';
import type { Db } from '../../db/client';
import { games, recentGames } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import type { DemoWallets } from '../../core/context/ports';
import { createLaunchToken } from '../wallet';
import { launchTarget, needsToken } from './launch-target';

/**
 * Starts a game (spec section 4; the route already refused guests): finds it by id or by vendor
 * and code, hands out the launch token the game provider will know the player by, records the
 * game as recently played and says where the client goes. A trial account may only play games
 * offering free play (supportPlay 0), in demo mode on a demo wallet of the provider (ADR 012).
 */
export async function launchGame(
  db: Db,
  demoWallets: DemoWallets,
  session: { accountId: number; sessionId: number; type: number },
  body: LaunchGameBody,
): Promise<LaunchTarget> {
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
      supportPlay: games.supportPlay,
    })
    .from(games)
    .where(where)
    .limit(1);
  const gameType = GameType.safeParse(row?.gameType);
  if (!row || !gameType.success) throw new AppError('NOT_FOUND', 'no such game');
  const game = { ...row, gameType: gameType.data };

  if (session.type === trialAccountType) {
    if (row.supportPlay !== 0 || !needsToken(game))
      throw new AppError('NEED_REAL_ACCOUNT', 'a real account is needed for this game');
    return launchTarget(game, await demoWallets.open(row.vendorCode));
  }

  await db
    .insert(recentGames)
    .values({ accountId: session.accountId, gameId: row.id, lastPlayedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [recentGames.accountId, recentGames.gameId],
      set: { lastPlayedAt: sql`excluded.last_played_at` },
    });
  if (!needsToken(game)) return launchTarget(game);
  return launchTarget(game, (await createLaunchToken(db, session, row.vendorCode)).token);
}
