import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Operator } from './operator';
import { wonJackpot } from './engines/slot';
import { reportJackpot, sendWin, validBetOf, voidBet } from './play-round';

/**
 * Finishes real rounds left open (the node stopped between the bet and the win, or the win
 * failed three times): the win is sent again (a replay is answered as the first time); when the
 * operator never saw the bet, a rollback tombstones it and the round is marked refused. A round
 * that drew the jackpot reports it again after its win (decision 061; a replay pays nothing twice).
 */
export async function recoverOpenRounds(db: Db, operator: Operator, olderThanSeconds = 60): Promise<number> {
  const open = await db.execute<{
    round_id: string;
    player_key: string;
    vendor_code: string;
    payout: string;
    engine: string;
    bet: unknown;
    stake: string;
    outcome: { jackpotRoll?: number };
    client_seed: string;
    nonce: number;
    server_seed_hash: string;
  }>(sql`
    SELECT r.round_id, r.player_key, r.vendor_code, r.payout, r.engine, r.bet, r.stake::text, r.outcome,
      r.client_seed, r.nonce, s.server_seed_hash
    FROM house_rounds r JOIN house_seeds s ON s.id = r.seed_id
    WHERE r.status = 'open' AND r.mode = 'real' AND r.created_at < now() - ${`${olderThanSeconds} seconds`}::interval
    ORDER BY r.id LIMIT 200`);
  let done = 0;
  for (const r of open.rows) {
    const playerId = Number(r.player_key.slice(2));
    let status: 'settled' | 'refused' = 'settled';
    try {
      await sendWin(
        operator,
        r.vendor_code,
        playerId,
        r.round_id,
        BigInt(r.payout),
        validBetOf(r.engine, r.bet),
      );
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'BET_NOT_FOUND') continue;
      await voidBet(operator, r.vendor_code, playerId, r.round_id).catch(() => undefined);
      status = 'refused';
    }
    const roll = r.outcome.jackpotRoll;
    if (
      status === 'settled' &&
      r.engine === 'slot' &&
      roll !== undefined &&
      wonJackpot(roll, BigInt(r.stake))
    ) {
      const seed = {
        serverSeedHash: r.server_seed_hash,
        clientSeed: r.client_seed,
        nextNonce: Number(r.nonce),
      };
      if ((await reportJackpot(operator, r.vendor_code, playerId, r.round_id, seed)) === 'retry') continue;
    }
    await db.execute(
      sql`UPDATE house_rounds SET status = ${status} WHERE round_id = ${r.round_id} AND status = 'open'`,
    );
    done++;
  }
  return done;
}
