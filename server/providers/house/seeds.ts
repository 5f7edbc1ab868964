import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Fairness } from '../../../contract/house';
import type { Db, Executor, Tx } from '../../db/client';
import { houseSeeds } from '../../db/schema';
import { hashServerSeed, newClientSeed, newServerSeed } from './engines/fairness';

/** The player's active seed pair (ADR 012). */
export type ActiveSeed = {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
};

/** The columns of a pair the rounds read. */
const seedColumns = {
  id: houseSeeds.id,
  serverSeed: houseSeeds.serverSeed,
  serverSeedHash: houseSeeds.serverSeedHash,
  clientSeed: houseSeeds.clientSeed,
  nextNonce: houseSeeds.nextNonce,
};
/** The player's active pair (one at most: the partial unique index). */
const activeOf = (playerKey: string) =>
  and(eq(houseSeeds.playerKey, playerKey), isNull(houseSeeds.revealedAt));
export const fairnessOf = (s: ActiveSeed): Fairness => ({
  serverSeedHash: s.serverSeedHash,
  clientSeed: s.clientSeed,
  nonce: s.nextNonce,
});

/** Opens a seed pair when the player has none; the partial unique index keeps one active. */
async function open(db: Executor, playerKey: string, clientSeed = newClientSeed()) {
  const seed = newServerSeed();
  await db
    .insert(houseSeeds)
    .values({ playerKey, serverSeed: seed, serverSeedHash: hashServerSeed(seed), clientSeed })
    .onConflictDoNothing({ target: houseSeeds.playerKey, where: sql`revealed_at IS NULL` });
}

export async function activeSeed(db: Executor, playerKey: string): Promise<ActiveSeed> {
  const find = async () => (await db.select(seedColumns).from(houseSeeds).where(activeOf(playerKey)))[0];
  const found = await find();
  if (found) return found;
  await open(db, playerKey);
  return (await find())!;
}

/**
 * Takes the next nonce of the player's active seed, inside the caller's transaction: the row
 * lock orders concurrent rounds of one player, so no nonce is used twice.
 */
export async function takeNonce(tx: Tx, playerKey: string): Promise<ActiveSeed> {
  await activeSeed(tx, playerKey);
  const [taken] = await tx
    .update(houseSeeds)
    .set({ nextNonce: sql`${houseSeeds.nextNonce} + 1` })
    .where(activeOf(playerKey))
    .returning({ ...seedColumns, nextNonce: sql<number>`${houseSeeds.nextNonce} - 1` });
  return taken!;
}

/** The player's own client seed for the coming rounds (same server seed, nonce continues). */
export async function setClientSeed(db: Db, playerKey: string, clientSeed: string): Promise<Fairness> {
  await activeSeed(db, playerKey);
  const [seed] = await db
    .update(houseSeeds)
    .set({ clientSeed })
    .where(activeOf(playerKey))
    .returning(seedColumns);
  return fairnessOf(seed!);
}

/** Reveals the active server seed and opens a new pair (keeping the client seed). */
export async function rotateSeed(db: Db, playerKey: string) {
  return db.transaction(async (tx) => {
    await activeSeed(tx, playerKey);
    const [old] = await tx
      .update(houseSeeds)
      .set({ revealedAt: sql`now()` })
      .where(activeOf(playerKey))
      .returning(seedColumns);
    if (!old) throw new Error('no active seed pair to reveal');
    await open(tx, playerKey, old.clientSeed);
    const next = await activeSeed(tx, playerKey);
    return {
      revealed: {
        serverSeed: old.serverSeed,
        serverSeedHash: old.serverSeedHash,
        clientSeed: old.clientSeed,
        rounds: old.nextNonce,
      },
      fairness: fairnessOf(next),
    };
  });
}
