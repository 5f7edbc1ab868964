import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { houseDraws, houseTickets } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { drawClientSeed, drawNumbers, lotteryPayout } from '../engines/lottery';
import type { Operator } from '../operator';
import { sendWin, voidBet } from '../play-round';
import { moveDemoBalance } from '../demo-wallets';
import { lockOwedTicket } from './lottery.sql';

/**
 * Settles every due draw, then pays what settled draws owe (ADR 013). Safe to run on every app
 * node at once and again after a crash:
 * - deciding a draw is one conditional UPDATE (`settled_at IS NULL`): one node wins it, and in
 *   that same transaction every ticket is marked won/lost (demo tickets are paid there too) and
 *   tickets whose bet was still in flight are voided;
 * - paying sends each real ticket's win (0 for a loss) or, for a void one, a rollback, under the
 *   ticket's row lock (SKIP LOCKED); the operator's transaction ids make a repeat harmless, and
 *   `paid` is set once it answered.
 * A draw missed while no node ran is due the same way, so starting a node settles it.
 */
export async function settleDueDraws(db: Db, operator: Operator, gameCode?: string): Promise<number> {
  const due = await db
    .select({ id: houseDraws.id })
    .from(houseDraws)
    .where(
      and(
        isNull(houseDraws.settledAt),
        lte(houseDraws.drawAt, sql`now()`),
        gameCode ? eq(houseDraws.gameCode, gameCode) : undefined,
      ),
    )
    .orderBy(houseDraws.drawAt)
    .limit(100);
  let settled = 0;
  for (const d of due) if (await decideDraw(db, d.id)) settled++;
  await payTickets(db, operator, gameCode);
  return settled;
}

/** Opens the numbers and decides the tickets of one draw; false when another node did. */
export async function decideDraw(db: Db, drawId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [d] = await tx
      .update(houseDraws)
      .set({ settledAt: sql`now()` })
      .where(and(eq(houseDraws.id, drawId), isNull(houseDraws.settledAt), lte(houseDraws.drawAt, sql`now()`)))
      .returning({
        gameCode: houseDraws.gameCode,
        drawNo: houseDraws.drawNo,
        serverSeed: houseDraws.serverSeed,
      });
    if (!d) return false;
    const numbers = drawNumbers({
      serverSeed: d.serverSeed,
      clientSeed: drawClientSeed(d.gameCode, d.drawNo),
      nonce: 0,
    });
    await tx.update(houseDraws).set({ numbers }).where(eq(houseDraws.id, drawId));
    const t = houseTickets;
    const tickets = await tx
      .select({
        id: t.id,
        mode: t.mode,
        playerId: t.playerId,
        picks: t.picks,
        stakeEach: t.stakeEach,
        status: t.status,
      })
      .from(t)
      .where(eq(t.drawId, drawId))
      .for('update');
    for (const ticket of tickets) {
      if (ticket.status === 'pending') {
        await voidTicket(tx, ticket.id);
        continue;
      }
      if (ticket.status !== 'placed') continue;
      const payout = lotteryPayout(ticket.picks, ticket.stakeEach, numbers);
      const demo = ticket.mode === 'demo';
      if (demo && payout > 0n) await moveDemoBalance(tx, ticket.playerId, payout);
      await tx
        .update(t)
        .set({ status: payout > 0n ? 'won' : 'lost', payout, paid: demo })
        .where(eq(t.id, ticket.id));
    }
    return true;
  });
}

/** Sends what decided real tickets owe to the operator; each ticket at most once at a time. */
async function payTickets(db: Db, operator: Operator, gameCode?: string): Promise<void> {
  const t = houseTickets;
  const owed = await db
    .select({ id: t.id })
    .from(t)
    .innerJoin(houseDraws, eq(houseDraws.id, t.drawId))
    .where(
      and(
        eq(t.paid, false),
        eq(t.mode, 'real'),
        inArray(t.status, ['won', 'lost', 'void']),
        isNotNull(houseDraws.settledAt),
        gameCode ? eq(houseDraws.gameCode, gameCode) : undefined,
      ),
    )
    .orderBy(t.id)
    .limit(500);
  for (const o of owed) {
    try {
      await db.transaction(async (tx) => {
        const ticket = await lockOwedTicket(tx, o.id);
        if (!ticket) return;
        const { vendor_code: vendor, player_id: playerId, ticket_ref: ref } = ticket;
        if (ticket.status === 'void') {
          await voidBet(operator, vendor, playerId, ref);
        } else {
          try {
            await sendWin(operator, vendor, playerId, ref, ticket.payout);
          } catch (err) {
            // The bet never reached the operator (a crash between the ticket and its bet): void it.
            if (!(err instanceof AppError) || err.code !== 'BET_NOT_FOUND') throw err;
            await voidBet(operator, vendor, playerId, ref);
            await voidTicket(tx, o.id);
          }
        }
        await tx.update(t).set({ paid: true }).where(eq(t.id, o.id));
      });
    } catch {
      // Left unpaid: the next pass retries it (the operator's ids make that safe).
    }
  }
}

/** A ticket whose bet never counted: void, nothing paid out. */
const voidTicket = (tx: Tx, id: number) =>
  tx.update(houseTickets).set({ status: 'void', payout: 0n }).where(eq(houseTickets.id, id));
