import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LotteryBetBody, Ticket } from '../../../../contract/house';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
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
    const open = await tx.execute(sql`
      SELECT 1 FROM house_draws WHERE id = ${draw.id} AND settled_at IS NULL
        AND draw_at - ${`${CLOSE_SECONDS} seconds`}::interval > now()
      FOR SHARE`);
    if (open.rows.length === 0) throw new AppError('WRONG_STATE', 'this draw takes no more bets');
    let balance: bigint | undefined;
    if (demo) {
      balance = await moveDemoBalance(tx, player.id, -stake);
      if (balance === undefined) throw new AppError('INSUFFICIENT_FUNDS', 'the demo balance lacks funds');
    }
    await tx.execute(sql`
      INSERT INTO house_tickets (draw_id, ticket_ref, player_key, mode, player_id, vendor_code, game_code, picks,
                                 stake_each, stake, status)
      VALUES (${draw.id}, ${ticketRef}, ${player.key}, ${player.mode}, ${player.id}, ${game.vendorCode},
              ${game.gameCode}, ${JSON.stringify(body.picks)}::jsonb, ${body.stakeEach.toString()}::bigint,
              ${stake.toString()}::bigint, ${demo ? 'placed' : 'pending'})`);
    return { balance };
  });

  let balance = placed.balance;
  let status: Ticket['status'] = 'placed';
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
      await db.execute(sql`
        UPDATE house_tickets SET status = 'void', payout = 0, paid = ${!lost} WHERE ticket_ref = ${ticketRef} AND status = 'pending'`);
      throw err;
    }
    const r = await db.execute<{ status: string }>(sql`
      UPDATE house_tickets SET status = 'placed' WHERE ticket_ref = ${ticketRef} AND status = 'pending' RETURNING status`);
    // No row: the draw was decided meanwhile and voided the ticket; its rollback returns the stake.
    if (r.rows.length === 0) status = 'void';
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
