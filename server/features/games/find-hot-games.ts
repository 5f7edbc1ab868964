import { and, count, eq } from 'drizzle-orm';
import type { GameType, Language } from '../../../contract/common';
import type { HotGames } from '../../../contract/games/schemas';
import type { Db } from '../../db/client';
import { games } from '../../db/schema';
import { knownGameType, tileColumns, tileOrder, toTile, totalPagesOf } from './tile';

export type HotFilter = {
  language: Language;
  vassalage?: string;
  gameType?: GameType;
  /** One page (pageNo from 1) with its total, or the whole list when absent. */
  page?: { pageNo: number; pageSize: number };
};

/** Hot games (is_hot), of one vendor and/or game type when given, in configured order. */
export async function findHotGames(db: Db, f: HotFilter): Promise<HotGames> {
  const where = and(
    eq(games.isHot, true),
    knownGameType,
    f.vassalage ? eq(games.vendorCode, f.vassalage) : undefined,
    f.gameType ? eq(games.gameType, f.gameType) : undefined,
  );
  const query = db
    .select(tileColumns)
    .from(games)
    .where(where)
    .orderBy(...tileOrder);
  if (!f.page) return { list: (await query).map((r) => toTile(r, f.language)) };
  const { pageNo, pageSize } = f.page;
  const [rows, [total]] = await Promise.all([
    query.limit(pageSize).offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(games).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    list: rows.map((r) => toTile(r, f.language)),
    total: n,
    totalPages: totalPagesOf(n, pageSize),
  };
}
