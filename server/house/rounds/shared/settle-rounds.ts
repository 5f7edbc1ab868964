import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { houseTableBets, houseTableRounds } from '../../../db/schema';
import type { Operator } from '../../operator';
import { decideRoundBets } from './decide-bets';
import type { TableOfFamily } from './draw-rounds';
import { writeTableEvent } from './events';
import { payRoundBets } from './pay-bets';
import { selectTableRounds } from './round-row';

/** A bet still in flight this long after it was written never reached the operator: void it. */
export const STALE_PENDING_SECONDS = 30;

/**
 * Settles every drawn round and pays what void rounds owe (decision 100). Safe on every node at
 * once and after a crash at any point: each step is conditional (void stale in-flight bets, decide
 * placed ones, pay unpaid ones, then mark the round settled only when nothing is owed), so a
 * repeat finds its work done and a round left half-settled by a crash is finished by the next pass.
 */
export async function settleTableRounds(db: Db, operator: Operator, tableOf: TableOfFamily): Promise<number> {
  const rounds = await selectTableRounds(db)
    .where(
      sql`${houseTableRounds.state} = 'drawn' OR (${houseTableRounds.state} = 'void' AND EXISTS (
        SELECT 1 FROM house_table_bets b WHERE b.round_id = ${houseTableRounds.id} AND NOT b.paid))`,
    )
    .orderBy(houseTableRounds.closesAt)
    .limit(50);
  let settled = 0;
  for (const round of rounds) {
    if (round.state === 'void') {
      await payRoundBets(db, operator, round.id);
      continue;
    }
    const table = tableOf(round.family);
    if (!table) continue;
    const t = houseTableBets;
    await db
      .update(t)
      .set({ status: 'void', payout: 0n })
      .where(
        and(
          eq(t.roundId, round.id),
          eq(t.status, 'pending'),
          lt(t.createdAt, sql`now() - ${`${STALE_PENDING_SECONDS} seconds`}::interval`),
        ),
      );
    const [inFlight] = await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.roundId, round.id), eq(t.status, 'pending')))
      .limit(1);
    // A bet sent before the close still waits for the operator's answer: it is in the round.
    if (inFlight) continue;
    await db.transaction((tx) => decideRoundBets(tx, round.id, table, round.outcome));
    await payRoundBets(db, operator, round.id);
    if (await markSettled(db, round.id, round.gameId, round.roundNo)) settled++;
  }
  return settled;
}

/** The round is settled once no bet is owed; the `settled` event goes with it, once. */
async function markSettled(db: Db, roundId: number, gameId: number, roundNo: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = houseTableBets;
    const [done] = await tx
      .update(houseTableRounds)
      .set({ state: 'settled', settledAt: sql`now()` })
      .where(
        and(
          eq(houseTableRounds.id, roundId),
          eq(houseTableRounds.state, 'drawn'),
          sql`NOT EXISTS (SELECT 1 FROM house_table_bets b WHERE b.round_id = ${roundId}
            AND (NOT b.paid OR b.status IN ('pending', 'placed')))`,
        ),
      )
      .returning({ id: houseTableRounds.id });
    if (!done) return false;
    const bets = await tx
      .select({ n: sql<number>`count(*)::int`, paidOut: sql<string>`coalesce(sum(payout), 0)::text` })
      .from(t)
      .where(and(eq(t.roundId, roundId), inArray(t.status, ['won', 'lost'])));
    await writeTableEvent(tx, gameId, roundId, 'settled', {
      roundNo,
      bets: bets[0]!.n,
      paidOut: bets[0]!.paidOut,
    });
    return true;
  });
}
