import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Operator } from './operator';
import { sendWin, validBetOf, voidBet } from './play-round';

/**
 * Finishes real rounds left open (the node stopped between the bet and the win, or the win
 * failed three times): the win is sent again (a replay is answered as the first time); when the
 * operator never saw the bet, a rollback tombstones it and the round is marked refused.
 */
export async function recoverOpenRounds(db: Db, operator: Operator, olderThanSeconds = 60): Promise<number> {
  const open = await db.execute<{
    round_id: string;
    player_key: string;
    vendor_code: string;
    payout: string;
    engine: string;
    bet: unknown;
  }>(sql`
    SELECT round_id, player_key, vendor_code, payout, engine, bet FROM house_rounds
    WHERE status = 'open' AND mode = 'real' AND created_at < now() - ${`${olderThanSeconds} seconds`}::interval
    ORDER BY id LIMIT 200`);
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
    await db.execute(
      sql`UPDATE house_rounds SET status = ${status} WHERE round_id = ${r.round_id} AND status = 'open'`,
    );
    done++;
  }
  return done;
}
