import { and, count, desc, eq } from 'drizzle-orm';
import type { GameType, Language } from '../../../contract/common';
import type { GameTile } from '../../../contract/games';
import type { Db } from '../../db/client';
import { games, recentGames } from '../../db/schema';
import { knownGameType, tileColumns, toTile, totalPagesOf } from './tile';

/** A member's recently launched games, last played first. */
export async function findRecentGames(
  db: Db,
  accountId: number,
  opts: { gameType?: GameType; language: Language; page: number; pageSize: number },
): Promise<{ list: GameTile[]; totalPages: number; total: number }> {
  const where = and(
    eq(recentGames.accountId, accountId),
    knownGameType,
    opts.gameType ? eq(games.gameType, opts.gameType) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(tileColumns)
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .where(where)
      .orderBy(desc(recentGames.lastPlayedAt), desc(recentGames.gameId))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db
      .select({ n: count() })
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    list: rows.map((r) => toTile(r, opts.language)),
    totalPages: totalPagesOf(n, opts.pageSize),
    total: n,
  };
}
