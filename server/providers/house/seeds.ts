import { sql } from 'drizzle-orm';
import type { Fairness } from '../../../contract/house';
import type { Db, Executor, Tx } from '../../db/client';
import { hashServerSeed, newClientSeed, newServerSeed } from './engines/fairness';

/** The player's active seed pair (ADR 012). */
export type ActiveSeed = {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
};

type SeedRow = {
  id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
};
const toSeed = (r: SeedRow): ActiveSeed => ({
  id: Number(r.id),
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nextNonce: Number(r.next_nonce),
});
export const fairnessOf = (s: ActiveSeed): Fairness => ({
  serverSeedHash: s.serverSeedHash,
  clientSeed: s.clientSeed,
  nonce: s.nextNonce,
});

/** Opens a seed pair when the player has none; the partial unique index keeps one active. */
async function open(db: Executor, playerKey: string, clientSeed = newClientSeed()) {
  const seed = newServerSeed();
  await db.execute(sql`
    INSERT INTO house_seeds (player_key, server_seed, server_seed_hash, client_seed)
    VALUES (${playerKey}, ${seed}, ${hashServerSeed(seed)}, ${clientSeed})
    ON CONFLICT (player_key) WHERE revealed_at IS NULL DO NOTHING`);
}

export async function activeSeed(db: Executor, playerKey: string): Promise<ActiveSeed> {
  const find = () =>
    db.execute<SeedRow>(sql`
      SELECT id, server_seed, server_seed_hash, client_seed, next_nonce FROM house_seeds
      WHERE player_key = ${playerKey} AND revealed_at IS NULL`);
  let r = await find();
  if (!r.rows[0]) {
    await open(db, playerKey);
    r = await find();
  }
  return toSeed(r.rows[0]!);
}

/**
 * Takes the next nonce of the player's active seed, inside the caller's transaction: the row
 * lock orders concurrent rounds of one player, so no nonce is used twice.
 */
export async function takeNonce(tx: Tx, playerKey: string): Promise<ActiveSeed> {
  await activeSeed(tx, playerKey);
  const r = await tx.execute<SeedRow>(sql`
    UPDATE house_seeds SET next_nonce = next_nonce + 1
    WHERE player_key = ${playerKey} AND revealed_at IS NULL
    RETURNING id, server_seed, server_seed_hash, client_seed, next_nonce - 1 AS next_nonce`);
  return toSeed(r.rows[0]!);
}

/** The player's own client seed for the coming rounds (same server seed, nonce continues). */
export async function setClientSeed(db: Db, playerKey: string, clientSeed: string): Promise<Fairness> {
  await activeSeed(db, playerKey);
  const r = await db.execute<SeedRow>(sql`
    UPDATE house_seeds SET client_seed = ${clientSeed}
    WHERE player_key = ${playerKey} AND revealed_at IS NULL
    RETURNING id, server_seed, server_seed_hash, client_seed, next_nonce`);
  return fairnessOf(toSeed(r.rows[0]!));
}

/** Reveals the active server seed and opens a new pair (keeping the client seed). */
export async function rotateSeed(db: Db, playerKey: string) {
  return db.transaction(async (tx) => {
    await activeSeed(tx, playerKey);
    const r = await tx.execute<SeedRow>(sql`
      UPDATE house_seeds SET revealed_at = now()
      WHERE player_key = ${playerKey} AND revealed_at IS NULL
      RETURNING id, server_seed, server_seed_hash, client_seed, next_nonce`);
    const old = toSeed(r.rows[0]!);
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
