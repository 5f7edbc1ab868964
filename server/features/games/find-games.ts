import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { GamesListQuery, GamesPage } from '../../../contract/games/schemas';
import type { Db } from '../../db/client';
import { games } from '../../db/schema';
import { escapeLike } from '../../core/storage/search-term';
import { knownGameType, tileColumns, tileOrder, toTile, totalPagesOf } from './tile';

export type GamesFilter = Pick<
  GamesListQuery,
  'gameType' | 'vassalage' | 'isNew' | 'gameClassify' | 'gameName' | 'language'
>;

/**
 * The search condition. The term is folded by the same expression as the stored columns
 * (`lower(immutable_unaccent(..))`), so "ho vang", "HO VÀNG" and "Hổ Vàng" all match "Hổ Vàng".
 * In Vietnamese both names are searched: players know many games by their English names
 * ("elephant" finds "Voi May Mắn"); in English the English name only. `%`, `_` and `\` are
 * escaped first and match literally. The pattern is an immutable function of a bound value, so
 * PostgreSQL folds it at planning time and can use the GIN trigram indexes on search_vi /
 * search_en (an OR of the two is a BitmapOr of both). Terms need 2+ characters (the contract
 * refuses shorter ones): a 1-character term has no trigram and would scan the whole table for a
 * useless result. A 2-character term has no complete trigram either, so it is answered by a scan
 * too (about 10,000 rows today, cached per term); from 3 characters on the indexes do the work.
 */
export function searchCondition(term: string, language: GamesFilter['language']): SQL {
  const pattern = sql`'%' || lower(immutable_unaccent(${escapeLike(term)})) || '%'`;
  const english = sql`${games.searchEn} LIKE ${pattern}`;
  if (language !== 'vi') return english;
  return sql`(${games.searchVi} LIKE ${pattern} OR ${english})`;
}

export function gamesWhere(f: GamesFilter): SQL | undefined {
  return and(
    knownGameType,
    f.gameType ? eq(games.gameType, f.gameType) : undefined,
    f.vassalage ? eq(games.vendorCode, f.vassalage) : undefined,
    f.isNew === undefined ? undefined : eq(games.isNew, f.isNew),
    f.gameClassify ? eq(games.classify, f.gameClassify) : undefined,
    f.gameName ? searchCondition(f.gameName, f.language) : undefined,
  );
}

/** The page query on its own, so tests can EXPLAIN exactly what the call runs. */
export function gamesPageQuery(db: Db, f: GamesFilter, pageNo: number, pageSize: number) {
  return db
    .select(tileColumns)
    .from(games)
    .where(gamesWhere(f))
    .orderBy(...tileOrder)
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
}

/** One page of the lobby's game list, ordered by configured position then id (stable paging). */
export async function findGames(
  db: Db,
  f: GamesFilter & { pageNo: number; pageSize: number },
): Promise<GamesPage> {
  const [rows, [total]] = await Promise.all([
    gamesPageQuery(db, f, f.pageNo, f.pageSize),
    db.select({ n: count() }).from(games).where(gamesWhere(f)),
  ]);
  const n = total?.n ?? 0;
  return {
    games: rows.map((r) => toTile(r, f.language)),
    totalPages: totalPagesOf(n, f.pageSize),
    total: n,
  };
}
