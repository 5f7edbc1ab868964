import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { houseRounds, houseSeeds } from '../db/schema';
import { AppError } from '../core/context/errors';
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
  const rounds = houseRounds;
  const open = await db
    .select({
      roundId: rounds.roundId,
      playerKey: rounds.playerKey,
      vendorCode: rounds.vendorCode,
      payout: rounds.payout,
      engine: rounds.engine,
      bet: rounds.bet,
      stake: rounds.stake,
      outcome: rounds.outcome,
      clientSeed: rounds.clientSeed,
      nonce: rounds.nonce,
      serverSeedHash: houseSeeds.serverSeedHash,
    })
    .from(rounds)
    .innerJoin(houseSeeds, eq(houseSeeds.id, rounds.seedId))
    .where(
      and(
        eq(rounds.status, 'open'),
        eq(rounds.mode, 'real'),
        lt(rounds.createdAt, sql`now() - ${`${olderThanSeconds} seconds`}::interval`),
      ),
    )
    .orderBy(rounds.id)
    .limit(200);
  let done = 0;
  for (const r of open) {
    const playerId = Number(r.playerKey.slice(2));
    let status: 'settled' | 'refused' = 'settled';
    try {
      await sendWin(operator, r.vendorCode, playerId, r.roundId, r.payout, validBetOf(r.engine, r.bet));
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'BET_NOT_FOUND') continue;
      await voidBet(operator, r.vendorCode, playerId, r.roundId).catch(() => undefined);
      status = 'refused';
    }
    // playRound writes the engines' outcomes: a slot's carries its jackpot roll.
    const roll = (r.outcome as { jackpotRoll?: number }).jackpotRoll;
    if (status === 'settled' && r.engine === 'slot' && roll !== undefined && wonJackpot(roll, r.stake)) {
      const seed = {
        serverSeedHash: r.serverSeedHash,
        clientSeed: r.clientSeed,
        nextNonce: r.nonce,
      };
      if ((await reportJackpot(operator, r.vendorCode, playerId, r.roundId, seed)) === 'retry') continue;
    }
    await db
      .update(rounds)
      .set({ status })
      .where(and(eq(rounds.roundId, r.roundId), eq(rounds.status, 'open')));
    done++;
  }
  return done;
}
