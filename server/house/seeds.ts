import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { houseSeeds } from '../db/schema';
import { seedPairStore } from '../core/money/seed-pairs';

/** The player's seed pairs (ADR 012), by the one seed-pair store keyed by player key. */
export { fairnessOf, type ActiveSeed } from '../core/money/seed-pairs';

const store = seedPairStore<string>(houseSeeds, {
  activeOf: (playerKey) => and(eq(houseSeeds.playerKey, playerKey), isNull(houseSeeds.revealedAt)),
  insert: (db, playerKey, pair) =>
    db
      .insert(houseSeeds)
      .values({ playerKey, ...pair })
      .onConflictDoNothing({ target: houseSeeds.playerKey, where: sql`revealed_at IS NULL` }),
});

export const { activeSeed, takeNonce, setClientSeed } = store;

/** Reveals the active server seed and opens a new pair (keeping the client seed). */
export async function rotateSeed(db: Db, playerKey: string) {
  const { revealed, fairness } = await store.rotateSeed(db, playerKey);
  const { used, ...seeds } = revealed;
  return { revealed: { ...seeds, rounds: used }, fairness };
}
