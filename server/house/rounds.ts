import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { PlayedRound, RoundOutcome } from '../../contract/house/schemas';
import type { Db } from '../db/client';
import { houseRounds, houseSeeds } from '../db/schema';

/** The player's latest rounds of a game, with the server seed once it was rotated (revealed). */
export async function recentRounds(db: Db, playerKey: string, gameId: number): Promise<PlayedRound[]> {
  const rows = await db
    .select({
      roundId: houseRounds.roundId,
      engine: houseRounds.engine,
      gameCode: houseRounds.gameCode,
      stake: houseRounds.stake,
      payout: houseRounds.payout,
      nonce: houseRounds.nonce,
      clientSeed: houseRounds.clientSeed,
      serverSeedHash: houseSeeds.serverSeedHash,
      serverSeed: sql<
        string | null
      >`CASE WHEN ${houseSeeds.revealedAt} IS NOT NULL THEN ${houseSeeds.serverSeed} END`,
      outcome: houseRounds.outcome,
      createdAt: houseRounds.createdAt,
    })
    .from(houseRounds)
    .innerJoin(houseSeeds, eq(houseSeeds.id, houseRounds.seedId))
    .where(
      and(
        eq(houseRounds.playerKey, playerKey),
        eq(houseRounds.gameId, gameId),
        ne(houseRounds.status, 'refused'),
      ),
    )
    .orderBy(desc(houseRounds.id))
    .limit(20);
  // playRound writes engine and outcome from the engines' own types.
  return rows.map(({ createdAt, ...x }) => ({
    ...x,
    engine: x.engine as PlayedRound['engine'],
    stake: x.stake.toString(),
    payout: x.payout.toString(),
    outcome: x.outcome as RoundOutcome,
    playedAt: createdAt.toISOString(),
  }));
}
