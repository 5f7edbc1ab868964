import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { houseTableBets } from '../../../db/schema';
import { AppError } from '../../../core/context/errors';
import { sqlRow } from '../../../core/storage/rows';
import type { Operator } from '../../operator';
import { sendWin, voidBet } from '../../play-round';

const OwedBet = z.object({
  bet_ref: z.string(),
  player_id: z.coerce.number(),
  vendor_code: z.string(),
  payout: z.coerce.bigint(),
  valid_bet: z.coerce.bigint().nullable(),
  status: z.string(),
});

/** A decided real bet still unpaid, row locked; undefined when paid or another node holds it. */
const lockOwedBet = (tx: Tx, id: number) =>
  sqlRow(
    tx,
    sql`
    SELECT bet_ref, player_id, vendor_code, payout, valid_bet, status FROM house_table_bets
    WHERE id = ${id} AND NOT paid AND status IN ('won', 'lost', 'void') FOR UPDATE SKIP LOCKED`,
    OwedBet.parse,
  );

/**
 * Sends what a round's decided real bets owe (decision 100): the win (0 for a loss) with its valid
 * bet, or the rollback of a void bet, each under its row lock; the operator's transaction ids make
 * a repeat after a crash harmless, and `paid` is set once it answered. A failure leaves the bet
 * unpaid for the next pass.
 */
export async function payRoundBets(db: Db, operator: Operator, roundId: number): Promise<void> {
  const t = houseTableBets;
  const owed = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.roundId, roundId), eq(t.paid, false), inArray(t.status, ['won', 'lost', 'void'])))
    .orderBy(t.id);
  for (const o of owed) {
    try {
      await db.transaction(async (tx) => {
        const bet = await lockOwedBet(tx, o.id);
        if (!bet) return;
        const { vendor_code: vendor, player_id: playerId, bet_ref: ref } = bet;
        if (bet.status === 'void') {
          await voidBet(operator, vendor, playerId, ref);
        } else {
          try {
            await sendWin(operator, vendor, playerId, ref, bet.payout, bet.valid_bet ?? undefined);
          } catch (err) {
            // The bet never reached the operator (a crash between the slip and its bet): void it.
            if (!(err instanceof AppError) || err.code !== 'BET_NOT_FOUND') throw err;
            await voidBet(operator, vendor, playerId, ref);
            await tx.update(t).set({ status: 'void', payout: 0n }).where(eq(t.id, o.id));
          }
        }
        await tx.update(t).set({ paid: true }).where(eq(t.id, o.id));
      });
    } catch {
      // Left unpaid: the next pass retries it.
    }
  }
}
