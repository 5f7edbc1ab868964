import type { GameType, Language } from '../../../contract/common';
import type { GameTile } from '../../../contract/games/schemas';
import type { Db } from '../../db/client';
import { recentGames } from '../../db/schema';
import { pageMemberGames, type MemberGames } from './member-games';

const RECENT: MemberGames = {
  table: recentGames,
  accountId: recentGames.accountId,
  gameId: recentGames.gameId,
  newest: recentGames.lastPlayedAt,
};

/** A member's recently launched games, last played first. */
export async function findRecentGames(
  db: Db,
  accountId: number,
  opts: { gameType?: GameType; language: Language; page: number; pageSize: number },
): Promise<{ list: GameTile[]; totalPages: number; total: number }> {
  const page = await pageMemberGames(db, RECENT, accountId, opts);
  return { list: page.tiles, totalPages: page.totalPages, total: page.total };
}
