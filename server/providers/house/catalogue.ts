import { sql } from 'drizzle-orm';
import { GameType } from '../../../contract/common';
import type { HouseEngine } from '../../../contract/house';
import type { Executor } from '../../db/client';
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
  const r = await db.execute<{
    id: number;
    vendor_code: string;
    game_code: string;
    game_type: string;
    classify: string | null;
    name_en: string;
    name_vi: string;
    support_play: number;
  }>(sql`SELECT id, vendor_code, game_code, game_type, classify, name_en, name_vi, support_play
         FROM games WHERE id = ${nodeId}`);
  const row = r.rows[0];
  const type = GameType.safeParse(row?.game_type);
  if (!row || !type.success) throw new AppError('NOT_FOUND', 'no such game');
  return {
    nodeId: Number(row.id),
    vendorCode: row.vendor_code,
    gameCode: row.game_code,
    gameType: type.data,
    classify: row.classify,
    nameEn: row.name_en,
    nameVi: row.name_vi,
    supportPlay: Number(row.support_play),
  };
}
