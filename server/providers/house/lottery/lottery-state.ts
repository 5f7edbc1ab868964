import { sql } from 'drizzle-orm';
import type { LotteryState, Ticket } from '../../../../contract/house';
import { CURRENCY } from '../../../../contract/wallet';
import type { Db } from '../../../db/client';
import type { HouseGame } from '../catalogue';
import { LOTTERY_PAY, LOTTERY_RTP } from '../engines/lottery';
import type { HousePlayer } from '../players';
import {
  CLOSE_SECONDS,
  currentDrawNo,
  DRAW_COLUMNS,
  drawView,
  ensureDraw,
  periodSeconds,
  type DrawRow,
} from './draws';

/** The lottery page's picture: the open draw, the last results, the player's tickets. */
export async function lotteryState(
  db: Db,
  player: HousePlayer,
  game: HouseGame,
  language: 'vi' | 'en',
): Promise<LotteryState> {
  const period = periodSeconds(game);
  const current = await ensureDraw(db, game.gameCode, currentDrawNo(Date.now(), period), period);
  const past = await db.execute<DrawRow>(sql`
    SELECT ${DRAW_COLUMNS} FROM house_draws
    WHERE game_code = ${game.gameCode} AND settled_at IS NOT NULL
    ORDER BY draw_no DESC LIMIT 10`);
  const tickets = await db.execute<{
    ticket_ref: string;
    draw_no: string;
    picks: number[];
    stake_each: string;
    stake: string;
    payout: string | null;
    status: Ticket['status'];
  }>(sql`
    SELECT t.ticket_ref, d.draw_no, t.picks, t.stake_each, t.stake, t.payout, t.status
    FROM house_tickets t JOIN house_draws d ON d.id = t.draw_id
    WHERE t.player_key = ${player.key} AND t.game_code = ${game.gameCode}
    ORDER BY t.id DESC LIMIT 20`);
  return {
    mode: player.mode,
    game: {
      nodeId: game.nodeId,
      name: language === 'vi' ? game.nameVi : game.nameEn,
      vendorCode: game.vendorCode,
      gameCode: game.gameCode,
      gameType: game.gameType,
    },
    currency: CURRENCY,
    balance: player.balance.toString(),
    periodSeconds: period,
    closeSeconds: CLOSE_SECONDS,
    serverTime: new Date().toISOString(),
    current: drawView(current),
    past: past.rows.map(drawView),
    tickets: tickets.rows.map((t) => ({
      ticketRef: t.ticket_ref,
      drawNo: Number(t.draw_no),
      picks: t.picks,
      stakeEach: t.stake_each,
      stake: t.stake,
      payout: t.payout,
      status: t.status,
    })),
    rtp: LOTTERY_RTP,
    pays: Number(LOTTERY_PAY),
  };
}
