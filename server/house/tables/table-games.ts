import { and, eq, or, isNull, ne } from 'drizzle-orm';
import { GameType } from '../../../contract/common';
import type { Executor } from '../../db/client';
import { games } from '../../db/schema';
import type { SharedTable } from '../rounds/shared/table';
import { tableOfGame } from './registry';

export type TableGameRow = {
  gameId: number;
  vendorCode: string;
  gameCode: string;
  nameEn: string;
  nameVi: string;
  table: SharedTable;
};

/** Every LIVE tile dealt as a shared table (registry.ts), optionally of one vendor, in lobby order. */
export async function listTableGames(db: Executor, vendorCode?: string): Promise<TableGameRow[]> {
  const rows = await db
    .select({
      gameId: games.id,
      vendorCode: games.vendorCode,
      gameCode: games.gameCode,
      gameType: games.gameType,
      classify: games.classify,
      nameEn: games.nameEn,
      nameVi: games.nameVi,
    })
    .from(games)
    .where(
      and(
        eq(games.gameType, 'LIVE'),
        or(isNull(games.isGame), ne(games.isGame, 'VASSALAGE')),
        vendorCode ? eq(games.vendorCode, vendorCode) : undefined,
      ),
    )
    .orderBy(games.vendorCode, games.sort, games.id);
  return rows.flatMap((r) => {
    const type = GameType.safeParse(r.gameType);
    const table = type.success
      ? tableOfGame({ gameType: type.data, classify: r.classify, title: r.nameEn })
      : undefined;
    return table ? [{ ...r, table }] : [];
  });
}
