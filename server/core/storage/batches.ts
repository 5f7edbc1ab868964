import type { Db, Tx } from '../../db/client';

/** What one batch of a ticker pass did: the amount it posted, and how many rows it claimed. */
export type Batch = { posted: bigint; claimed: number };

/**
 * Runs `batch` in a transaction of its own, again and again, until one claims fewer than `size`
 * rows (then nothing is left); a crash rolls back only the batch it hit. Returns the sum posted.
 */
export async function postInBatches(
  db: Db,
  size: number,
  batch: (tx: Tx) => Promise<Batch>,
): Promise<bigint> {
  let total = 0n;
  for (;;) {
    const { posted, claimed } = await db.transaction(batch);
    total += posted;
    if (claimed < size) return total;
  }
}
