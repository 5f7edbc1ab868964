import { eq } from 'drizzle-orm';
import { GameType } from '../../contract/common';
import type { HouseEngine } from '../../contract/house/schemas';
import { houseEngineOf } from '../../contract/house/rules';
import type { Executor } from '../db/client';
import { games } from '../db/schema';
import { AppError } from '../core/context/errors';

export type HouseGame = {
  nodeId: number;
  vendorCode: string;
  gameCode: string;
  gameType: GameType;
  classify: string | null;
  nameEn: string;
  nameVi: string;
  supportPlay: number;
};

/** Which engine serves a game: the rules sheet's mapping (contract/house/rules.ts, ADR 013). */
export const engineOf = (game: Pick<HouseGame, 'gameType' | 'classify'>): HouseEngine => houseEngineOf(game);

/** A game of the lobby catalogue, by node id. */
export async function findHouseGame(db: Executor, nodeId: number): Promise<HouseGame> {
  const [row] = await db
    .select({
      nodeId: games.id,
      vendorCode: games.vendorCode,
      gameCode: games.gameCode,
      gameType: games.gameType,
      classify: games.classify,
      nameEn: games.nameEn,
      nameVi: games.nameVi,
      supportPlay: games.supportPlay,
    })
    .from(games)
    .where(eq(games.id, nodeId));
  const type = GameType.safeParse(row?.gameType);
  if (!row || !type.success) throw new AppError('NOT_FOUND', 'no such game');
  return { ...row, gameType: type.data };
}
