import { sql } from 'drizzle-orm';
import type { LuckyGame, PrizeKind } from '../../../contract/lucky-constants';
import type { Executor } from '../../db/client';

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
  const r = await db.execute<{
    id: number;
    kind: PrizeKind;
    amount: string;
    ticket_game: LuckyGame | null;
    weight: number;
    name_vi: string;
    name_en: string;
  }>(sql`
    SELECT id, kind, amount::text, ticket_game, weight, name_vi, name_en FROM lucky_prizes
    WHERE game = ${game} AND active ORDER BY position, id`);
  return r.rows.map((p) => ({
    id: p.id,
    kind: p.kind,
    amount: BigInt(p.amount),
    ticketGame: p.ticket_game,
    weight: p.weight,
    nameVi: p.name_vi,
    nameEn: p.name_en,
  }));
}

/** The largest cash prize of a table (0n when it has none): what the pool must hold to draw. */
export const largestCash = (prizes: readonly PrizeRow[]) =>
  prizes.reduce((m, p) => (p.kind === 'cash' && p.amount > m ? p.amount : m), 0n);
