import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { drawClientSeed, drawNumbers, lotteryPayout } from '../engines/lottery';
import type { Operator } from '../operator';
import { sendWin, voidBet } from '../play-round';
import { moveDemoBalance } from '../demo-wallets';

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
  const due = await db.execute<{ id: string }>(sql`
    SELECT id FROM house_draws
    WHERE settled_at IS NULL AND draw_at <= now() ${gameCode ? sql`AND game_code = ${gameCode}` : sql``}
    ORDER BY draw_at LIMIT 100`);
  let settled = 0;
  for (const d of due.rows) if (await decideDraw(db, Number(d.id))) settled++;
  await payTickets(db, operator, gameCode);
  return settled;
}

/** Opens the numbers and decides the tickets of one draw; false when another node did. */
export async function decideDraw(db: Db, drawId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.execute<{ game_code: string; draw_no: string; server_seed: string }>(sql`
      UPDATE house_draws SET settled_at = now()
      WHERE id = ${drawId} AND settled_at IS NULL AND draw_at <= now()
      RETURNING game_code, draw_no, server_seed`);
    const d = claimed.rows[0];
    if (!d) return false;
    const numbers = drawNumbers({
      serverSeed: d.server_seed,
      clientSeed: drawClientSeed(d.game_code, Number(d.draw_no)),
      nonce: 0,
    });
    await tx.execute(
      sql`UPDATE house_draws SET numbers = ${JSON.stringify(numbers)}::jsonb WHERE id = ${drawId}`,
    );
    const tickets = await tx.execute<{
      id: string;
      mode: string;
      player_id: string;
      picks: number[];
      stake_each: string;
      status: string;
    }>(sql`
      SELECT id, mode, player_id, picks, stake_each, status FROM house_tickets WHERE draw_id = ${drawId} FOR UPDATE`);
    for (const t of tickets.rows) {
      if (t.status === 'pending') {
        await tx.execute(sql`UPDATE house_tickets SET status = 'void', payout = 0 WHERE id = ${t.id}`);
        continue;
      }
      if (t.status !== 'placed') continue;
      const payout = lotteryPayout(t.picks, BigInt(t.stake_each), numbers);
      const demo = t.mode === 'demo';
      if (demo && payout > 0n) await moveDemoBalance(tx, Number(t.player_id), payout);
      await tx.execute(sql`
        UPDATE house_tickets SET status = ${payout > 0n ? 'won' : 'lost'}, payout = ${payout.toString()}::bigint,
          paid = ${demo}
        WHERE id = ${t.id}`);
    }
    return true;
  });
}

/** Sends what decided real tickets owe to the operator; each ticket at most once at a time. */
async function payTickets(db: Db, operator: Operator, gameCode?: string): Promise<void> {
  const owed = await db.execute<{ id: string }>(sql`
    SELECT t.id FROM house_tickets t JOIN house_draws d ON d.id = t.draw_id
    WHERE NOT t.paid AND t.mode = 'real' AND t.status IN ('won', 'lost', 'void') AND d.settled_at IS NOT NULL
      ${gameCode ? sql`AND d.game_code = ${gameCode}` : sql``}
    ORDER BY t.id LIMIT 500`);
  for (const o of owed.rows) {
    try {
      await db.transaction(async (tx) => {
        const r = await tx.execute<{
          ticket_ref: string;
          player_id: string;
          vendor_code: string;
          payout: string;
          status: string;
        }>(sql`
          SELECT ticket_ref, player_id, vendor_code, payout, status FROM house_tickets
          WHERE id = ${o.id} AND NOT paid FOR UPDATE SKIP LOCKED`);
        const t = r.rows[0];
        if (!t) return;
        const playerId = Number(t.player_id);
        if (t.status === 'void') {
          await voidBet(operator, t.vendor_code, playerId, t.ticket_ref);
        } else {
          try {
            await sendWin(operator, t.vendor_code, playerId, t.ticket_ref, BigInt(t.payout));
          } catch (err) {
            // The bet never reached the operator (a crash between the ticket and its bet): void it.
            if (!(err instanceof AppError) || err.code !== 'BET_NOT_FOUND') throw err;
            await voidBet(operator, t.vendor_code, playerId, t.ticket_ref);
            await tx.execute(sql`UPDATE house_tickets SET status = 'void', payout = 0 WHERE id = ${o.id}`);
          }
        }
        await tx.execute(sql`UPDATE house_tickets SET paid = true WHERE id = ${o.id}`);
      });
    } catch {
      // Left unpaid: the next pass retries it (the operator's ids make that safe).
    }
  }
}
