import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { houseTableBets, houseTableRounds } from '../../../db/schema';
import { moveDemoBalance } from '../../demo-wallets';
import { writeTableEvent } from './events';
import { selectTableRounds } from './round-row';
import { tableClientSeed } from './schedule';
import type { SharedTable } from './table';

/** The table of a family, if the house still deals it. */
export type TableOfFamily = (family: string) => SharedTable | undefined;

/**
 * Draws every closed round from its committed seed and reveals the seed (the `result` event), one
 * round per transaction under its row lock (SKIP LOCKED: nodes share the queue, a round is drawn
 * once). A round that cannot be drawn (its family is no longer dealt, its rules throw) is void:
 * its bets are void and refunded (decision 100).
 */
export async function drawClosedRounds(db: Db, tableOf: TableOfFamily): Promise<number> {
  const closed = await db
    .select({ id: houseTableRounds.id })
    .from(houseTableRounds)
    .where(eq(houseTableRounds.state, 'closed'))
    .orderBy(houseTableRounds.closesAt)
    .limit(100);
  let drawn = 0;
  for (const { id } of closed) if (await drawRound(db, id, tableOf)) drawn++;
  return drawn;
}

async function drawRound(db: Db, id: number, tableOf: TableOfFamily): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [round] = await selectTableRounds(tx)
      .where(and(eq(houseTableRounds.id, id), eq(houseTableRounds.state, 'closed')))
      .for('update', { skipLocked: true });
    if (!round) return false;
    const clientSeed = tableClientSeed(round.gameId, round.roundNo);
    let outcome: unknown;
    try {
      const table = tableOf(round.family);
      if (!table) throw new Error(`no table family ${round.family}`);
      outcome = table.rules.draw({ serverSeed: round.serverSeed, clientSeed, nonce: 0 });
    } catch (err) {
      await voidRound(tx, round.id, round.gameId, (err as Error).message);
      return true;
    }
    await tx
      .update(houseTableRounds)
      .set({ state: 'drawn', outcome, drawnAt: sql`now()` })
      .where(eq(houseTableRounds.id, id));
    await writeTableEvent(tx, round.gameId, id, 'result', {
      roundNo: round.roundNo,
      outcome,
      serverSeed: round.serverSeed,
      serverSeedHash: round.serverSeedHash,
      clientSeed,
    });
    return true;
  });
}

/**
 * Voids a round and every bet on it: demo stakes return at once, real ones are rolled back by the
 * payer (`paid` false, status void), whose operator ids make a repeat harmless.
 */
export async function voidRound(tx: Tx, roundId: number, gameId: number, reason: string): Promise<void> {
  await tx.update(houseTableRounds).set({ state: 'void' }).where(eq(houseTableRounds.id, roundId));
  const bets = await tx
    .update(houseTableBets)
    .set({ status: 'void', payout: 0n })
    .where(and(eq(houseTableBets.roundId, roundId), inArray(houseTableBets.status, ['pending', 'placed'])))
    .returning({
      id: houseTableBets.id,
      mode: houseTableBets.mode,
      playerId: houseTableBets.playerId,
      stake: houseTableBets.stake,
    });
  for (const b of bets) {
    if (b.mode !== 'demo') continue;
    await moveDemoBalance(tx, b.playerId, b.stake);
    await tx.update(houseTableBets).set({ paid: true }).where(eq(houseTableBets.id, b.id));
  }
  await writeTableEvent(tx, gameId, roundId, 'void', { reason });
}
