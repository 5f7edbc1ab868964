import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { GameType, Language } from '../../../contract/common';
import { GameType as GameTypeSchema } from '../../../contract/common';
import type { Winner } from '../../../contract/games/schemas';
import type { Db } from '../../db/client';
import { bigWins, games } from '../../db/schema';
import { iconUrlOf, knownGameType } from './tile';

/** The winner board, newest first, of one game type or all. */
export async function findWinners(
  db: Db,
  opts: { language: Language; gameCategory: GameType | 'ALL'; limit: number },
): Promise<Winner[]> {
  const where: SQL | undefined = and(
    knownGameType,
    opts.gameCategory === 'ALL' ? undefined : eq(games.gameType, opts.gameCategory),
  );
  const rows = await db
    .select({
      nodeId: games.id,
      gameCode: games.gameCode,
      vendorCode: games.vendorCode,
      gameType: games.gameType,
      nameEn: games.nameEn,
      nameVi: games.nameVi,
      customerName: bigWins.customerName,
      winAmount: bigWins.winAmount,
      currency: bigWins.currency,
      wonAt: bigWins.wonAt,
      jackpot: bigWins.jackpot,
    })
    .from(bigWins)
    .innerJoin(games, eq(games.id, bigWins.gameId))
    .where(where)
    .orderBy(desc(bigWins.wonAt), desc(bigWins.id))
    .limit(opts.limit);
  return rows.map((r) => {
    const base = {
      gameId: r.gameCode,
      customerName: r.customerName,
      winAmount: r.winAmount.toString(),
      gameName: opts.language === 'vi' ? r.nameVi : r.nameEn,
      iconUrl: iconUrlOf(r.nodeId, opts.language),
      // Marked only on the progressive jackpot's wins (decision 061): the other rows stay as they were.
      ...(r.jackpot ? { jackpot: true } : {}),
    };
    return {
      ...base,
      vo: {
        ...base,
        nodeId: r.nodeId,
        vassalage: r.vendorCode,
        gameType: GameTypeSchema.parse(r.gameType),
        currency: r.currency,
        wonAt: r.wonAt.toISOString(),
      },
    };
  });
}
