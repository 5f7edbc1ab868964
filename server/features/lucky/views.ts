import { sql } from 'drizzle-orm';
import type { DrawResult, LuckyDraw, LuckyState } from '../../../contract/lucky';
import type { LuckyGame, PrizeKind } from '../../../contract/lucky-constants';
import type { Executor } from '../../db/client';
import { balanceOf, mainWallet, pointsWallet } from '../../lib/ledger';
import { budgetOf, findCampaignByCode } from '../rewards';
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

type DrawRow = {
  id: string;
  game: LuckyGame;
  prize_ids: number[];
  weights: number[];
  drawn: number;
  prize_kind: PrizeKind;
  prize_amount: string;
  ticket_game: LuckyGame | null;
  name_vi: string;
  name_en: string;
  grant_id: string | null;
  created_at: Date | string;
  nonce: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  revealed: boolean;
};

/** The member's draws of a game, newest first (or one by id), with their verification data. */
async function selectDraws(
  db: Executor,
  accountId: number,
  game: LuckyGame,
  only: number | null,
  limit: number,
) {
  const r = await db.execute<DrawRow>(sql`
    SELECT d.id::text, d.game, d.prize_ids, d.weights, d.drawn, d.prize_kind, d.prize_amount::text, d.ticket_game,
      d.name_vi, d.name_en, d.grant_id::text, d.created_at, d.nonce, s.server_seed, s.server_seed_hash,
      d.client_seed, s.revealed_at IS NOT NULL AS revealed
    FROM lucky_draws d JOIN lucky_seeds s ON s.id = d.seed_id
    WHERE d.account_id = ${accountId} AND d.game = ${game} ${only === null ? sql`` : sql`AND d.id = ${only}`}
    ORDER BY d.id DESC LIMIT ${limit}`);
  return r.rows;
}

const toDraw = (r: DrawRow, language: string): LuckyDraw => ({
  id: Number(r.id),
  game: r.game,
  prizeId: r.prize_ids[r.drawn]!,
  kind: r.prize_kind,
  amount: r.prize_amount,
  ticketGame: r.ticket_game,
  name: pick(language, r.name_vi, r.name_en),
  prizeIds: r.prize_ids,
  weights: r.weights,
  drawn: r.drawn,
  serverSeedHash: r.server_seed_hash,
  // The server seed leaves the server only once its pair is revealed (rotation).
  serverSeed: r.revealed ? r.server_seed : null,
  clientSeed: r.client_seed,
  nonce: r.nonce,
  grantId: r.grant_id === null ? null : Number(r.grant_id),
  at: new Date(r.created_at).toISOString(),
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
