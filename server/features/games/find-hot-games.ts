import { and, eq } from 'drizzle-orm';
import type { GameType, Language } from '../../../contract/common';
import type { GameTile } from '../../../contract/games';
import type { Db } from '../../db/client';
import { games } from '../../db/schema';
import { knownGameType, tileColumns, tileOrder, toTile } from './tile';

/** Hot games (is_hot), of one vendor and/or game type when given, in configured order. */
export async function findHotGames(
  db: Db,
  opts: { language: Language; vassalage?: string; gameType?: GameType },
): Promise<GameTile[]> {
  const rows = await db
    .select(tileColumns)
    .from(games)
    .where(
      and(
        eq(games.isHot, true),
        knownGameType,
        opts.vassalage ? eq(games.vendorCode, opts.vassalage) : undefined,
        opts.gameType ? eq(games.gameType, opts.gameType) : undefined,
      ),
    )
    .orderBy(...tileOrder);
  return rows.map((r) => toTile(r, opts.language));
}
