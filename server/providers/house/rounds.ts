import { sql } from 'drizzle-orm';
import type { PlayedRound, RoundOutcome } from '../../../contract/house';
import type { Db } from '../../db/client';

/** The player's latest rounds of a game, with the server seed once it was rotated (revealed). */
export async function recentRounds(db: Db, playerKey: string, gameId: number): Promise<PlayedRound[]> {
  const r = await db.execute<{
    round_id: string;
    engine: 'slot' | 'baccarat';
    game_code: string;
    stake: string;
    payout: string;
    nonce: number;
    client_seed: string;
    server_seed_hash: string;
    server_seed: string | null;
    outcome: RoundOutcome;
    created_at: Date;
  }>(sql`
    SELECT r.round_id, r.engine, r.game_code, r.stake, r.payout, r.nonce, r.client_seed, s.server_seed_hash,
           CASE WHEN s.revealed_at IS NOT NULL THEN s.server_seed END AS server_seed, r.outcome, r.created_at
    FROM house_rounds r JOIN house_seeds s ON s.id = r.seed_id
    WHERE r.player_key = ${playerKey} AND r.game_id = ${gameId} AND r.status <> 'refused'
    ORDER BY r.id DESC LIMIT 20`);
  return r.rows.map((x) => ({
    roundId: x.round_id,
    engine: x.engine,
    gameCode: x.game_code,
    stake: x.stake,
    payout: x.payout,
    nonce: Number(x.nonce),
    clientSeed: x.client_seed,
    serverSeedHash: x.server_seed_hash,
    serverSeed: x.server_seed,
    outcome: x.outcome,
    playedAt: new Date(x.created_at).toISOString(),
  }));
}
