import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { LotteryState, Ticket } from '../../../contract/house/schemas';
import { CURRENCY } from '../../../contract/wallet/schemas';
import type { Db } from '../../db/client';
import { houseDraws, houseTickets } from '../../db/schema';
import type { HouseGame } from '../catalogue';
import { LOTTERY_PAY, LOTTERY_RTP } from '../engines/lottery';
import type { HousePlayer } from '../players';
import { CLOSE_SECONDS, currentDrawNo, drawView, ensureDraw, periodSeconds, selectDraws } from './draws';

/** The lottery page's picture: the open draw, the last results, the player's tickets. */
export async function lotteryState(
  db: Db,
  player: HousePlayer,
  game: HouseGame,
  language: 'vi' | 'en',
): Promise<LotteryState> {
  const period = periodSeconds(game);
  const current = await ensureDraw(db, game.gameCode, currentDrawNo(Date.now(), period), period);
  const past = await selectDraws(db)
    .where(and(eq(houseDraws.gameCode, game.gameCode), isNotNull(houseDraws.settledAt)))
    .orderBy(desc(houseDraws.drawNo))
    .limit(10);
  const t = houseTickets;
  const tickets = await db
    .select({
      ticketRef: t.ticketRef,
      drawNo: houseDraws.drawNo,
      picks: t.picks,
      stakeEach: t.stakeEach,
      stake: t.stake,
      payout: t.payout,
      status: t.status,
    })
    .from(t)
    .innerJoin(houseDraws, eq(houseDraws.id, t.drawId))
    .where(and(eq(t.playerKey, player.key), eq(t.gameCode, game.gameCode)))
    .orderBy(desc(t.id))
    .limit(20);
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
    past: past.map(drawView),
    // placeTicket and the settler write only the contract's ticket statuses.
    tickets: tickets.map((x) => ({
      ...x,
      stakeEach: x.stakeEach.toString(),
      stake: x.stake.toString(),
      payout: x.payout === null ? null : x.payout.toString(),
      status: x.status as Ticket['status'],
    })),
    rtp: LOTTERY_RTP,
    pays: Number(LOTTERY_PAY),
  };
}
