import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LuckyFairness } from '../../../contract/lucky';
import type { LuckyGame } from '../../../contract/lucky-constants';
import type { Db, Executor, Tx } from '../../db/client';
import { luckySeeds } from '../../db/schema';
import { hashServerSeed, newClientSeed, newServerSeed } from '../../lib/fairness';

/*
 * A member's seed pair per game, kept as the house games keep theirs (ADR 012, decision 057):
 * the hash of the server seed is shown before a draw uses it, the member may set the client seed,
 * each draw takes the next nonce, rotation reveals the server seed and opens a new pair.
 */

export type ActiveSeed = {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
};
/** The columns of a pair the draws read. */
const seedColumns = {
  id: luckySeeds.id,
  serverSeed: luckySeeds.serverSeed,
  serverSeedHash: luckySeeds.serverSeedHash,
  clientSeed: luckySeeds.clientSeed,
  nextNonce: luckySeeds.nextNonce,
};
/** The member's active pair of a game (one at most: the partial unique index). */
const activeOf = (accountId: number, game: LuckyGame) =>
  and(eq(luckySeeds.accountId, accountId), eq(luckySeeds.game, game), isNull(luckySeeds.revealedAt));
export const fairnessOf = (s: ActiveSeed): LuckyFairness => ({
  serverSeedHash: s.serverSeedHash,
  clientSeed: s.clientSeed,
  nonce: s.nextNonce,
});

/** Opens a pair when the member has none for the game; the partial unique index keeps one active. */
async function open(db: Executor, accountId: number, game: LuckyGame, clientSeed = newClientSeed()) {
  const seed = newServerSeed();
  await db
    .insert(luckySeeds)
    .values({ accountId, game, serverSeed: seed, serverSeedHash: hashServerSeed(seed), clientSeed })
    .onConflictDoNothing({
      target: [luckySeeds.accountId, luckySeeds.game],
      where: sql`revealed_at IS NULL`,
    });
}

export async function activeSeed(db: Executor, accountId: number, game: LuckyGame): Promise<ActiveSeed> {
  const find = async () =>
    (await db.select(seedColumns).from(luckySeeds).where(activeOf(accountId, game)))[0];
  const found = await find();
  if (found) return found;
  await open(db, accountId, game);
  return (await find())!;
}

/** Takes the next nonce inside the caller's transaction (the row lock: no nonce twice). */
export async function takeNonce(tx: Tx, accountId: number, game: LuckyGame): Promise<ActiveSeed> {
  await activeSeed(tx, accountId, game);
  const [taken] = await tx
    .update(luckySeeds)
    .set({ nextNonce: sql`${luckySeeds.nextNonce} + 1` })
    .where(activeOf(accountId, game))
    .returning({ ...seedColumns, nextNonce: sql<number>`${luckySeeds.nextNonce} - 1` });
  return taken!;
}

/** The member's own client seed for the coming draws (same server seed, the nonce continues). */
export async function setClientSeed(db: Db, accountId: number, game: LuckyGame, clientSeed: string) {
  await activeSeed(db, accountId, game);
  const [seed] = await db
    .update(luckySeeds)
    .set({ clientSeed })
    .where(activeOf(accountId, game))
    .returning(seedColumns);
  return fairnessOf(seed!);
}

/** Reveals the active server seed and opens a new pair (keeping the client seed). */
export async function rotateSeed(db: Db, accountId: number, game: LuckyGame) {
  return db.transaction(async (tx) => {
    await activeSeed(tx, accountId, game);
    const [old] = await tx
      .update(luckySeeds)
      .set({ revealedAt: sql`now()` })
      .where(activeOf(accountId, game))
      .returning(seedColumns);
    if (!old) throw new Error('no active seed pair to reveal');
    await open(tx, accountId, game, old.clientSeed);
    const next = await activeSeed(tx, accountId, game);
    return {
      revealed: {
        serverSeed: old.serverSeed,
        serverSeedHash: old.serverSeedHash,
        clientSeed: old.clientSeed,
        draws: old.nextNonce,
      },
      fairness: fairnessOf(next),
    };
  });
}
