import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client';
import { houseTableRounds } from '../../../db/schema';
import { hashServerSeed, newServerSeed } from '../../../core/money/fairness';
import { writeTableEvent } from './events';
import { closesAtOf, opensAtOf, tableClientSeed } from './schedule';
import type { SharedTable } from './table';

export type RoundState = 'open' | 'closed' | 'drawn' | 'settled' | 'void';

/** Round rows with what the pages and the lifecycle read; callers add the where and order. */
export const selectTableRounds = (db: Executor) =>
  db
    .select({
      id: houseTableRounds.id,
      gameId: houseTableRounds.gameId,
      family: houseTableRounds.family,
      roundNo: houseTableRounds.roundNo,
      opensAt: houseTableRounds.opensAt,
      closesAt: houseTableRounds.closesAt,
      serverSeed: houseTableRounds.serverSeed,
      serverSeedHash: houseTableRounds.serverSeedHash,
      outcome: houseTableRounds.outcome,
      state: houseTableRounds.state,
    })
    .from(houseTableRounds)
    .$dynamic();
export type TableRoundRow = Awaited<ReturnType<typeof selectTableRounds>>[number];

/**
 * The table's round of this number, created on first sight with a fresh seed whose hash is
 * published at once (the `opened` event). The unique (game, round) key makes the opening happen
 * once whichever node, ticker or player asks first.
 */
export function ensureTableRound(
  db: Executor,
  gameId: number,
  table: SharedTable,
  roundNo: number,
): Promise<TableRoundRow> {
  // One transaction: the round and its `opened` event exist together or not at all.
  return db.transaction((tx) => openRound(tx, gameId, table, roundNo));
}

async function openRound(
  tx: Tx,
  gameId: number,
  table: SharedTable,
  roundNo: number,
): Promise<TableRoundRow> {
  const seed = newServerSeed();
  const closesAt = closesAtOf(roundNo, table);
  const inserted = await tx
    .insert(houseTableRounds)
    .values({
      gameId,
      family: table.family,
      roundNo,
      opensAt: opensAtOf(roundNo, table),
      closesAt,
      serverSeed: seed,
      serverSeedHash: hashServerSeed(seed),
    })
    .onConflictDoNothing({ target: [houseTableRounds.gameId, houseTableRounds.roundNo] })
    .returning({ id: houseTableRounds.id });
  if (inserted[0])
    await writeTableEvent(tx, gameId, inserted[0].id, 'opened', {
      roundNo,
      serverSeedHash: hashServerSeed(seed),
      clientSeed: tableClientSeed(gameId, roundNo),
      closesAt: closesAt.toISOString(),
    });
  const [row] = await selectTableRounds(tx).where(
    and(eq(houseTableRounds.gameId, gameId), eq(houseTableRounds.roundNo, roundNo)),
  );
  return row!;
}
