import { and, eq } from 'drizzle-orm';
import type { LuckyGame, PrizeKind } from '../../../contract/lucky/constants';
import type { Executor } from '../../db/client';
import { luckyPrizes } from '../../db/schema';

export type PrizeRow = {
  id: number;
  kind: PrizeKind;
  amount: bigint;
  ticketGame: LuckyGame | null;
  weight: number;
  nameVi: string;
  nameEn: string;
};

/** The game's published table: its active prizes in order (the wheel's segments clockwise). */
export async function prizeTable(db: Executor, game: LuckyGame): Promise<PrizeRow[]> {
  const rows = await db
    .select({
      id: luckyPrizes.id,
      kind: luckyPrizes.kind,
      amount: luckyPrizes.amount,
      ticketGame: luckyPrizes.ticketGame,
      weight: luckyPrizes.weight,
      nameVi: luckyPrizes.nameVi,
      nameEn: luckyPrizes.nameEn,
    })
    .from(luckyPrizes)
    .where(and(eq(luckyPrizes.game, game), eq(luckyPrizes.active, true)))
    .orderBy(luckyPrizes.position, luckyPrizes.id);
  // The checks on lucky_prizes keep kind and ticket_game to these names.
  return rows.map((p) => ({ ...p, kind: p.kind as PrizeKind, ticketGame: p.ticketGame as LuckyGame | null }));
}

/** The largest cash prize of a table (0n when it has none): what the pool must hold to draw. */
export const largestCash = (prizes: readonly PrizeRow[]) =>
  prizes.reduce((m, p) => (p.kind === 'cash' && p.amount > m ? p.amount : m), 0n);
