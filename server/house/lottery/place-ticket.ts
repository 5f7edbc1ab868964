import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LotteryBetBody, Ticket } from '../../../contract/house/schemas';
import type { Db } from '../../db/client';
import { houseDraws, houseTickets } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import type { HouseGame } from '../catalogue';
import { moveDemoBalance } from '../demo-wallets';
import type { Operator } from '../operator';
import { betId, voidBet } from '../play-round';
import type { HousePlayer } from '../players';
import { CLOSE_SECONDS, currentDrawNo, ensureDraw, periodSeconds } from './draws';

/**
 * A ticket on the draw now taking bets. The ticket is written first (pending) under a share
 * lock of its open draw, so a settler deciding that draw either sees it and voids it (its bet
 * then gets rolled back) or runs after the ticket is placed. Then the stake goes to the
 * operator; a refusal voids the ticket and passes the operator's code on.
 */
export async function placeTicket(
  db: Db,
  operator: Operator,
  player: HousePlayer,
  game: HouseGame,
  body: LotteryBetBody,
): Promise<{ ticket: Ticket; balance: bigint }> {
  const period = periodSeconds(game);
  const drawNo = currentDrawNo(Date.now(), period);
  const ticketRef = `t${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;
  const stake = body.stakeEach * BigInt(body.picks.length);
  const demo = player.mode === 'demo';

  const placed = await db.transaction(async (tx) => {
    const draw = await ensureDraw(tx, game.gameCode, drawNo, period);
    const open = await tx
      .select({ id: houseDraws.id })
      .from(houseDraws)
      .where(
        and(
          eq(houseDraws.id, draw.id),
          isNull(houseDraws.settledAt),
          sql`${houseDraws.drawAt} - ${`${CLOSE_SECONDS} seconds`}::interval > now()`,
        ),
      )
      .for('share');
    if (open.length === 0) throw new AppError('WRONG_STATE', 'this draw takes no more bets');
    let balance: bigint | undefined;
    if (demo) {
      balance = await moveDemoBalance(tx, player.id, -stake);
      if (balance === undefined) throw new AppError('INSUFFICIENT_FUNDS', 'the demo balance lacks funds');
    }
    await tx.insert(houseTickets).values({
      drawId: draw.id,
      ticketRef,
      playerKey: player.key,
      mode: player.mode,
      playerId: player.id,
      vendorCode: game.vendorCode,
      gameCode: game.gameCode,
      picks: body.picks,
      stakeEach: body.stakeEach,
      stake,
      status: demo ? 'placed' : 'pending',
    });
    return { balance };
  });

  let balance = placed.balance;
  let status: Ticket['status'] = 'placed';
  const pendingTicket = and(eq(houseTickets.ticketRef, ticketRef), eq(houseTickets.status, 'pending'));
  if (!demo) {
    try {
      const a = await operator.bet(player.vendorCode, {
        token: player.token,
        playerId: player.id,
        transactionId: betId(ticketRef),
        roundId: ticketRef,
        gameCode: game.gameCode,
        amount: stake,
      });
      balance = a.balance;
    } catch (err) {
      const lost = !(err instanceof AppError) || err.code === 'INTERNAL';
      if (lost) await voidBet(operator, player.vendorCode, player.id, ticketRef).catch(() => undefined);
      // A refusal left nothing at the operator: nothing to pay back, so the ticket is done.
      await db.update(houseTickets).set({ status: 'void', payout: 0n, paid: !lost }).where(pendingTicket);
      throw err;
    }
    const r = await db
      .update(houseTickets)
      .set({ status: 'placed' })
      .where(pendingTicket)
      .returning({ status: houseTickets.status });
    // No row: the draw was decided meanwhile and voided the ticket; its rollback returns the stake.
    if (r.length === 0) status = 'void';
  }
  return {
    ticket: {
      ticketRef,
      drawNo,
      picks: body.picks,
      stakeEach: body.stakeEach.toString(),
      stake: stake.toString(),
      payout: null,
      status,
    },
    balance: balance!,
  };
}
