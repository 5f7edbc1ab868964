import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LuckyGame } from '../../../contract/lucky/constants';
import type { Db, Tx } from '../../db/client';
import { luckySeeds } from '../../db/schema';
import { seedPairStore, type ActiveSeed } from '../../core/money/seed-pairs';

/*
 * A member's seed pair per game, kept as the house games keep theirs (ADR 012, decision 057), by
 * the one seed-pair store (server/core/money/seed-pairs.ts) keyed by member and game.
 */

export { fairnessOf } from '../../core/money/seed-pairs';

type MemberGame = { accountId: number; game: LuckyGame };
const store = seedPairStore<MemberGame>(luckySeeds, {
  activeOf: ({ accountId, game }) =>
    and(eq(luckySeeds.accountId, accountId), eq(luckySeeds.game, game), isNull(luckySeeds.revealedAt)),
  insert: (db, { accountId, game }, pair) =>
    db
      .insert(luckySeeds)
      .values({ accountId, game, ...pair })
      .onConflictDoNothing({
        target: [luckySeeds.accountId, luckySeeds.game],
        where: sql`revealed_at IS NULL`,
      }),
});

export const activeSeed = (db: Db | Tx, accountId: number, game: LuckyGame): Promise<ActiveSeed> =>
  store.activeSeed(db, { accountId, game });
/** Takes the next nonce inside the caller's transaction (the row lock: no nonce twice). */
export const takeNonce = (tx: Tx, accountId: number, game: LuckyGame): Promise<ActiveSeed> =>
  store.takeNonce(tx, { accountId, game });
/** The member's own client seed for the coming draws (same server seed, the nonce continues). */
export const setClientSeed = (db: Db, accountId: number, game: LuckyGame, clientSeed: string) =>
  store.setClientSeed(db, { accountId, game }, clientSeed);

/** Reveals the active server seed and opens a new pair (keeping the client seed). */
export async function rotateSeed(db: Db, accountId: number, game: LuckyGame) {
  const { revealed, fairness } = await store.rotateSeed(db, { accountId, game });
  const { used, ...seeds } = revealed;
  return { revealed: { ...seeds, draws: used }, fairness };
}
