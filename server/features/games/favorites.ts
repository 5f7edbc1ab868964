import { and, desc, eq, sql } from 'drizzle-orm';
import type { GameType, Language } from '../../../contract/common';
import type { GameTile } from '../../../contract/games/schemas';
import type { Db } from '../../db/client';
import { favoriteGames, games } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { pageMemberGames, type MemberGames } from './member-games';

/** Ids (nodeIds) of a member's favourites, newest first: the lobby marks tiles with them. */
export async function findFavoriteIds(
  db: Db,
  accountId: number,
  opts: { gameType?: GameType; vassalage?: string },
): Promise<number[]> {
  const rows = await db
    .select({ id: favoriteGames.gameId })
    .from(favoriteGames)
    .innerJoin(games, eq(games.id, favoriteGames.gameId))
    .where(
      and(
        eq(favoriteGames.accountId, accountId),
        opts.gameType ? eq(games.gameType, opts.gameType) : undefined,
        opts.vassalage ? eq(games.vendorCode, opts.vassalage) : undefined,
      ),
    )
    .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.gameId));
  return rows.map((r) => r.id);
}

const FAVORITES: MemberGames = {
  table: favoriteGames,
  accountId: favoriteGames.accountId,
  gameId: favoriteGames.gameId,
  newest: favoriteGames.createdAt,
};

/** A page of a member's favourite games as tiles, newest first. */
export async function findFavorites(
  db: Db,
  accountId: number,
  opts: { gameType?: GameType; language: Language; pageNo: number; pageSize: number },
): Promise<{ content: GameTile[]; pageNum: number; totalPages: number; total: number }> {
  const page = await pageMemberGames(db, FAVORITES, accountId, { ...opts, page: opts.pageNo });
  return { content: page.tiles, pageNum: opts.pageNo, totalPages: page.totalPages, total: page.total };
}

/** Adds a favourite; adding one twice changes nothing. NOT_FOUND for an unknown game. */
export async function addFavorite(db: Db, accountId: number, gameId: number): Promise<void> {
  // One statement: the game check and the insert cannot race a concurrent delete of the game.
  const inserted = await db
    .insert(favoriteGames)
    .select((qb) =>
      qb
        .select({
          accountId: sql<number>`${accountId}::bigint`.as('account_id'),
          gameId: games.id,
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(games)
        .where(eq(games.id, gameId)),
    )
    .onConflictDoNothing({ target: [favoriteGames.accountId, favoriteGames.gameId] })
    .returning({ gameId: favoriteGames.gameId });
  if (inserted.length > 0) return;
  const [exists] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
  if (!exists) throw new AppError('NOT_FOUND', `no game ${gameId}`);
}

/** Removes a favourite; removing one that is not there is fine. */
export async function removeFavorite(db: Db, accountId: number, gameId: number): Promise<void> {
  await db
    .delete(favoriteGames)
    .where(and(eq(favoriteGames.accountId, accountId), eq(favoriteGames.gameId, gameId)));
}
