import { sql } from 'drizzle-orm';
import type { LuckyFairness } from '../../../contract/lucky';
import type { LuckyGame } from '../../../contract/lucky-constants';
import type { Db, Executor, Tx } from '../../db/client';
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
export const fairnessOf = (s: ActiveSeed): LuckyFairness => ({
  serverSeedHash: s.serverSeedHash,
  clientSeed: s.clientSeed,
  nonce: s.nextNonce,
});

/** Opens a pair when the member has none for the game; the partial unique index keeps one active. */
async function open(db: Executor, accountId: number, game: LuckyGame, clientSeed = newClientSeed()) {
  const seed = newServerSeed();
  await db.execute(sql`
    INSERT INTO lucky_seeds (account_id, game, server_seed, server_seed_hash, client_seed)
    VALUES (${accountId}, ${game}, ${seed}, ${hashServerSeed(seed)}, ${clientSeed})
    ON CONFLICT (account_id, game) WHERE revealed_at IS NULL DO NOTHING`);
}

export async function activeSeed(db: Executor, accountId: number, game: LuckyGame): Promise<ActiveSeed> {
  const find = () =>
    db.execute<SeedRow>(sql`
      SELECT id, server_seed, server_seed_hash, client_seed, next_nonce FROM lucky_seeds
      WHERE account_id = ${accountId} AND game = ${game} AND revealed_at IS NULL`);
  let r = await find();
  if (!r.rows[0]) {
    await open(db, accountId, game);
    r = await find();
  }
  return toSeed(r.rows[0]!);
}

/** Takes the next nonce inside the caller's transaction (the row lock: no nonce twice). */
export async function takeNonce(tx: Tx, accountId: number, game: LuckyGame): Promise<ActiveSeed> {
  await activeSeed(tx, accountId, game);
  const r = await tx.execute<SeedRow>(sql`
    UPDATE lucky_seeds SET next_nonce = next_nonce + 1
    WHERE account_id = ${accountId} AND game = ${game} AND revealed_at IS NULL
    RETURNING id, server_seed, server_seed_hash, client_seed, next_nonce - 1 AS next_nonce`);
  return toSeed(r.rows[0]!);
}

/** The member's own client seed for the coming draws (same server seed, the nonce continues). */
export async function setClientSeed(db: Db, accountId: number, game: LuckyGame, clientSeed: string) {
  await activeSeed(db, accountId, game);
  const r = await db.execute<SeedRow>(sql`
    UPDATE lucky_seeds SET client_seed = ${clientSeed}
    WHERE account_id = ${accountId} AND game = ${game} AND revealed_at IS NULL
    RETURNING id, server_seed, server_seed_hash, client_seed, next_nonce`);
  return fairnessOf(toSeed(r.rows[0]!));
}

/** Reveals the active server seed and opens a new pair (keeping the client seed). */
export async function rotateSeed(db: Db, accountId: number, game: LuckyGame) {
  return db.transaction(async (tx) => {
    await activeSeed(tx, accountId, game);
    const r = await tx.execute<SeedRow>(sql`
      UPDATE lucky_seeds SET revealed_at = now()
      WHERE account_id = ${accountId} AND game = ${game} AND revealed_at IS NULL
      RETURNING id, server_seed, server_seed_hash, client_seed, next_nonce`);
    const old = toSeed(r.rows[0]!);
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
