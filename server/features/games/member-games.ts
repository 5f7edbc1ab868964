import { and, count, desc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GameType, Language } from '../../../contract/common';
import type { GameTile } from '../../../contract/games/schemas';
import type { Db } from '../../db/client';
import { games, type favoriteGames, type recentGames } from '../../db/schema';
import { knownGameType, tileColumns, toTile, totalPagesOf } from './tile';

/** A member's own list of games (favourites, recently played): its table and the columns used. */
export type MemberGames = {
  table: typeof favoriteGames | typeof recentGames;
  accountId: PgColumn;
  gameId: PgColumn;
  /** The column the list is newest first by. */
  newest: PgColumn;
};

/** A page of a member's list as tiles, newest first (of one game type, if given), and the count. */
export async function pageMemberGames(
  db: Db,
  list: MemberGames,
  accountId: number,
  opts: { gameType?: GameType | undefined; language: Language; page: number; pageSize: number },
): Promise<{ tiles: GameTile[]; totalPages: number; total: number }> {
  const where = and(
    eq(list.accountId, accountId),
    knownGameType,
    opts.gameType ? eq(games.gameType, opts.gameType) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(tileColumns)
      .from(list.table)
      .innerJoin(games, eq(games.id, list.gameId))
      .where(where)
      .orderBy(desc(list.newest), desc(list.gameId))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ n: count() }).from(list.table).innerJoin(games, eq(games.id, list.gameId)).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    tiles: rows.map((r) => toTile(r, opts.language)),
    totalPages: totalPagesOf(n, opts.pageSize),
    total: n,
  };
}
