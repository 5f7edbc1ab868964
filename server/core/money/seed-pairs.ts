import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import type { houseSeeds, luckySeeds } from '../../db/schema';
import { hashServerSeed, newClientSeed, newServerSeed } from './fairness';

/*
 * Provably fair seed pairs (ADR 012), one active (unrevealed) pair per key: the house games keep
 * theirs per player, the lucky games per member and game (decision 057). The hash of the server
 * seed is shown before a round uses it, the player may set the client seed, each round takes the
 * next nonce, rotation reveals the server seed and opens a new pair. One store serves both tables
 * so the two can never drift apart in how a nonce is taken or a seed revealed.
 */

/** The tables built on `fairSeedColumns` (server/db/schema/fair-seeds.ts). */
type SeedTable = typeof houseSeeds | typeof luckySeeds;

export type ActiveSeed = {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
};
/** A new pair's seeds, for the table's own insert (its key columns and unique index differ). */
export type NewPair = { serverSeed: string; serverSeedHash: string; clientSeed: string };

/** What a player is shown of the active pair before a round. */
export const fairnessOf = (s: ActiveSeed) => ({
  serverSeedHash: s.serverSeedHash,
  clientSeed: s.clientSeed,
  nonce: s.nextNonce,
});

/**
 * The store over one table. `activeOf` selects a key's active pair (one at most: the table's
 * partial unique index); `insert` adds a pair for a key and does nothing when one is active.
 */
export function seedPairStore<K>(
  table: SeedTable,
  keyed: {
    activeOf: (key: K) => SQL | undefined;
    insert: (db: Executor, key: K, pair: NewPair) => Promise<unknown>;
  },
) {
  /** The columns of a pair the rounds read. */
  const columns = {
    id: table.id,
    serverSeed: table.serverSeed,
    serverSeedHash: table.serverSeedHash,
    clientSeed: table.clientSeed,
    nextNonce: table.nextNonce,
  };
  const open = (db: Executor, key: K, clientSeed = newClientSeed()) => {
    const serverSeed = newServerSeed();
    return keyed.insert(db, key, { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed });
  };

  async function activeSeed(db: Executor, key: K): Promise<ActiveSeed> {
    const find = async () => (await db.select(columns).from(table).where(keyed.activeOf(key)))[0];
    const found = await find();
    if (found) return found;
    await open(db, key);
    return (await find())!;
  }

  /**
   * Takes the next nonce of the key's active pair, inside the caller's transaction: the row lock
   * orders concurrent rounds of one key, so no nonce is used twice.
   */
  async function takeNonce(tx: Tx, key: K): Promise<ActiveSeed> {
    await activeSeed(tx, key);
    const [taken] = await tx
      .update(table)
      .set({ nextNonce: sql`${table.nextNonce} + 1` })
      .where(keyed.activeOf(key))
      .returning({ ...columns, nextNonce: sql<number>`${table.nextNonce} - 1` });
    return taken!;
  }

  /** The player's own client seed for the coming rounds (same server seed, the nonce continues). */
  async function setClientSeed(db: Db, key: K, clientSeed: string) {
    await activeSeed(db, key);
    const [seed] = await db.update(table).set({ clientSeed }).where(keyed.activeOf(key)).returning(columns);
    return fairnessOf(seed!);
  }

  /** Reveals the active server seed and opens a new pair (keeping the client seed). */
  async function rotateSeed(db: Db, key: K) {
    return db.transaction(async (tx) => {
      await activeSeed(tx, key);
      const [old] = await tx
        .update(table)
        .set({ revealedAt: sql`now()` })
        .where(keyed.activeOf(key))
        .returning(columns);
      if (!old) throw new Error('no active seed pair to reveal');
      await open(tx, key, old.clientSeed);
      const next = await activeSeed(tx, key);
      const { serverSeed, serverSeedHash, clientSeed, nextNonce: used } = old;
      return { revealed: { serverSeed, serverSeedHash, clientSeed, used }, fairness: fairnessOf(next) };
    });
  }

  return { activeSeed, takeNonce, setClientSeed, rotateSeed };
}
