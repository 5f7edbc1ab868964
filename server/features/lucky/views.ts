import { and, desc, eq, sql } from 'drizzle-orm';
import type { DrawResult, LuckyDraw, LuckyState } from '../../../contract/lucky/schemas';
import type { LuckyGame, PrizeKind } from '../../../contract/lucky/constants';
import type { Executor } from '../../db/client';
import { luckyDraws, luckySeeds } from '../../db/schema';
import { balanceOf, mainWallet, pointsWallet } from '../../core/money/ledger';
import { budgetOf, findCampaignByCode } from '../../engine/rewards';
import { largestCash, prizeTable } from './prizes';
import { LUCKY_CAMPAIGNS } from './seed';
import { activeSeed, fairnessOf } from './seeds';
import { ticketsOf } from './tickets';

const pick = (language: string, vi: string, en: string) => (language === 'en' ? en : vi);

/** The screen: the published table with weights, tickets left, the seed hash, whether draws are open. */
export async function luckyState(
  db: Executor,
  accountId: number,
  game: LuckyGame,
  language: string,
): Promise<LuckyState> {
  const prizes = await prizeTable(db, game);
  const campaign = await findCampaignByCode(db, LUCKY_CAMPAIGNS[game]);
  const needed = largestCash(prizes);
  const open =
    prizes.length > 0 &&
    (needed === 0n ||
      (campaign !== undefined &&
        campaign !== null &&
        campaign.status !== 'ended' &&
        campaign.status !== 'draft' &&
        (await budgetOf(db, campaign.id)) >= needed));
  return {
    game,
    prizes: prizes.map((p) => ({
      id: p.id,
      kind: p.kind,
      amount: p.amount.toString(),
      ticketGame: p.ticketGame,
      name: pick(language, p.nameVi, p.nameEn),
      weight: p.weight,
    })),
    tickets: (await balanceOf(db, await ticketsOf(db, accountId, game))).toString(),
    fairness: fairnessOf(await activeSeed(db, accountId, game)),
    open,
    wageringMultiple: campaign?.terms.wageringMultiple ?? null,
  };
}

/** The member's draws of a game, newest first (or one by id), with their verification data. */
function selectDraws(db: Executor, accountId: number, game: LuckyGame, only: number | null, limit: number) {
  return db
    .select({
      id: luckyDraws.id,
      game: luckyDraws.game,
      prizeIds: luckyDraws.prizeIds,
      weights: luckyDraws.weights,
      drawn: luckyDraws.drawn,
      prizeKind: luckyDraws.prizeKind,
      prizeAmount: luckyDraws.prizeAmount,
      ticketGame: luckyDraws.ticketGame,
      nameVi: luckyDraws.nameVi,
      nameEn: luckyDraws.nameEn,
      grantId: luckyDraws.grantId,
      createdAt: luckyDraws.createdAt,
      nonce: luckyDraws.nonce,
      serverSeed: luckySeeds.serverSeed,
      serverSeedHash: luckySeeds.serverSeedHash,
      clientSeed: luckyDraws.clientSeed,
      revealed: sql<boolean>`${luckySeeds.revealedAt} IS NOT NULL`,
    })
    .from(luckyDraws)
    .innerJoin(luckySeeds, eq(luckySeeds.id, luckyDraws.seedId))
    .where(
      and(
        eq(luckyDraws.accountId, accountId),
        eq(luckyDraws.game, game),
        only === null ? undefined : eq(luckyDraws.id, only),
      ),
    )
    .orderBy(desc(luckyDraws.id))
    .limit(limit);
}
type DrawRow = Awaited<ReturnType<typeof selectDraws>>[number];

// draw() writes game, prize_kind and ticket_game from the published table: these names only.
const toDraw = (r: DrawRow, language: string): LuckyDraw => ({
  id: r.id,
  game: r.game as LuckyGame,
  prizeId: r.prizeIds[r.drawn]!,
  kind: r.prizeKind as PrizeKind,
  amount: r.prizeAmount.toString(),
  ticketGame: r.ticketGame as LuckyGame | null,
  name: pick(language, r.nameVi, r.nameEn),
  prizeIds: r.prizeIds,
  weights: r.weights,
  drawn: r.drawn,
  serverSeedHash: r.serverSeedHash,
  // The server seed leaves the server only once its pair is revealed (rotation).
  serverSeed: r.revealed ? r.serverSeed : null,
  clientSeed: r.clientSeed,
  nonce: r.nonce,
  grantId: r.grantId,
  at: r.createdAt.toISOString(),
});

export async function myDraws(
  db: Executor,
  accountId: number,
  game: LuckyGame,
  limit: number,
  language: string,
) {
  return { list: (await selectDraws(db, accountId, game, null, limit)).map((r) => toDraw(r, language)) };
}

/** A draw as the member sees it right after it, with the balances it moved. */
export async function drawResult(
  db: Executor,
  accountId: number,
  game: LuckyGame,
  id: number,
  language: string,
): Promise<DrawResult> {
  const row = (await selectDraws(db, accountId, game, id, 1))[0]!;
  return {
    draw: toDraw(row, language),
    tickets: (await balanceOf(db, await ticketsOf(db, accountId, game))).toString(),
    balance: (await balanceOf(db, await mainWallet(db, accountId))).toString(),
    points: (await balanceOf(db, await pointsWallet(db, accountId))).toString(),
    fairness: fairnessOf(await activeSeed(db, accountId, game)),
  };
}
