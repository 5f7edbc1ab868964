import { asc, eq, sql } from 'drizzle-orm';
import { GameClassify, GameType } from '../../../contract/common';
import type { VendorGameTypes } from '../../../contract/games/schemas';
import type { Db } from '../../db/client';
import { gameCategories, games, vendors } from '../../db/schema';

/**
 * For every vendor: the game types it has games of (navigation order) and the classify keys
 * under each. One grouped scan of games; the caller caches the result.
 */
export async function findVendorGameTypes(db: Db): Promise<Map<string, VendorGameTypes>> {
  const [vendorRows, rows] = await Promise.all([
    db.select({ code: vendors.code }).from(vendors).orderBy(asc(vendors.sort)),
    db
      .select({
        vendor: games.vendorCode,
        gameType: games.gameType,
        classify: sql<string[]>`array_remove(array_agg(DISTINCT ${games.classify}), NULL)`,
      })
      .from(games)
      .leftJoin(gameCategories, eq(gameCategories.gameType, games.gameType))
      .groupBy(games.vendorCode, games.gameType, gameCategories.sort)
      .orderBy(asc(games.vendorCode), asc(gameCategories.sort)),
  ]);
  const out = new Map<string, VendorGameTypes>(
    vendorRows.map((v) => [v.code, { vassalage: v.code, gameTypes: [] }]),
  );
  for (const r of rows) {
    const gameType = GameType.safeParse(r.gameType);
    const entry = out.get(r.vendor);
    if (!gameType.success || !entry) continue;
    const classify = GameClassify.options.filter((k) => r.classify.includes(k));
    entry.gameTypes.push({ gameType: gameType.data, gameClassify: classify });
  }
  return out;
}
