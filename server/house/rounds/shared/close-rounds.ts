import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { houseTableRounds } from '../../../db/schema';
import { writeTableEvent } from './events';

/**
 * Closes the betting of every open round whose time is up, on every table at once (decision 100).
 * One conditional UPDATE: a bet being placed holds its round's row in share mode, so the close
 * waits for it (the bet is in), and a bet that comes after finds the round closed (refused).
 */
export async function closeDueRounds(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(houseTableRounds)
      .set({ state: 'closed' })
      .where(and(eq(houseTableRounds.state, 'open'), lte(houseTableRounds.closesAt, sql`now()`)))
      .returning({
        id: houseTableRounds.id,
        gameId: houseTableRounds.gameId,
        roundNo: houseTableRounds.roundNo,
      });
    for (const r of closed) await writeTableEvent(tx, r.gameId, r.id, 'closed', { roundNo: r.roundNo });
    return closed.length;
  });
}
