import { sql } from 'drizzle-orm';
import { GameClassify, GameType, type Language } from '../../../contract/common';
import type { GameTile } from '../../../contract/games/schemas';
import { games } from '../../db/schema';

/** The columns a tile needs; select them with `tileColumns` and map with `toTile`. */
export const tileColumns = {
  id: games.id,
  vendorCode: games.vendorCode,
  gameType: games.gameType,
  gameCode: games.gameCode,
  nameEn: games.nameEn,
  nameVi: games.nameVi,
  isHot: games.isHot,
  supportPlay: games.supportPlay,
  freeplay: games.freeplay,
  classify: games.classify,
  isNew: games.isNew,
  isGame: games.isGame,
};

export type TileRow = {
  id: number;
  vendorCode: string;
  gameType: string;
  gameCode: string;
  nameEn: string;
  nameVi: string;
  isHot: boolean;
  supportPlay: number;
  freeplay: number;
  classify: string | null;
  isNew: boolean;
  isGame: string | null;
};

/** A game's picture carries the initials of its name in the player's language. */
export const iconUrlOf = (id: number, language: Language) => `/img/games/${id}.png?language=${language}`;

/** Default order of every game list: the configured position, then id, so paging is stable. */
export const tileOrder = [games.sort, games.id] as const;

/** A row as the lobby's tile; unknown game types and classify keys (operator typos) are dropped to safe values. */
export function toTile(r: TileRow, language: Language): GameTile {
  const name = language === 'vi' ? r.nameVi : r.nameEn;
  const icon = iconUrlOf(r.id, language);
  const classify = GameClassify.safeParse(r.classify);
  return {
    nodeId: r.id,
    gameName: name,
    displayName: name,
    vassalage: r.vendorCode,
    gameType: GameType.parse(r.gameType),
    gameId: r.gameCode,
    isHot: r.isHot ? 1 : 0,
    supportPlay: r.supportPlay,
    freeplay: r.freeplay,
    iconUrl: icon,
    lagerIcon: icon,
    isGame: r.isGame === 'VASSALAGE' ? 'VASSALAGE' : null,
    gameClassify: classify.success ? classify.data : null,
    isNew: r.isNew ? 1 : 0,
  };
}

/** Rows whose game type the contract does not know are left out of lists rather than failing them. */
export const knownGameType = sql`${games.gameType} IN (${sql.join(
  GameType.options.map((t) => sql`${t}`),
  sql`, `,
)})`;

export function totalPagesOf(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
