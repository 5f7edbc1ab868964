import { eq } from 'drizzle-orm';
import { GameType } from '../../../contract/common';
import type { HouseEngine } from '../../../contract/house';
import type { Executor } from '../../db/client';
import { games } from '../../db/schema';
import { AppError } from '../../lib/errors';

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

/**
 * Which engine serves a game (ADR 013): lotteries draw; live tables, player-versus-player, table
 * games (classify TG) and the two-sided books (sports, e-sports, cockfight: home/away/draw is
 * player/banker/tie) deal baccarat; slots, fishing, jackpots and the other classified machine
 * games spin the slot. Every game type lands somewhere, so every lobby game is playable.
 */
export function engineOf(game: Pick<HouseGame, 'gameType' | 'classify'>): HouseEngine {
  switch (game.gameType) {
    case 'LOTT':
    case 'ELOTT':
      return 'lottery';
    case 'LIVE':
    case 'PVP':
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return 'baccarat';
    case 'RNG':
    case 'FISH':
      return game.classify === 'TG' ? 'baccarat' : 'slot';
  }
}

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
