import { and, eq } from 'drizzle-orm';
import type { DrawResult } from '../../../contract/lucky/schemas';
import type { LuckyGame } from '../../../contract/lucky/constants';
import type { Db, Tx } from '../../db/client';
import { luckyDraws } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import {
  lockAccounts,
  mainWallet,
  POINTS_CURRENCY,
  pointsWallet,
  postTransaction,
  systemAccount,
} from '../../core/money/ledger';
import { budgetOf, findCampaignByCode, writeGrant, type Campaign } from '../../engine/rewards';
import { drawFromTable } from './engine';
import { largestCash, prizeTable, type PrizeRow } from './prizes';
import { LUCKY_CAMPAIGNS } from './seed';
import { takeNonce } from './seeds';
import { grantTickets, ticketIssuer, ticketsOf } from './tickets';
import { drawResult } from './views';

/**
 * One draw of the wheel or the egg (decisions 056-057), in one database transaction:
 * 1. every member-side ledger row the table can move (the game's tickets, the wallets its prizes
 *    pay into) and, for a table with cash prizes, the campaign's budget shards, locked in the
 *    ledger's order (decision 091): a member's draws of a game take turns, so the request id
 *    replay and the ticket count are read after any twin committed, and the pool is read under
 *    the locks that keep it as read until the prize is paid;
 * 2. refusals before anything is drawn: no prizes (PROMOTION_CLOSED), a prize pool that cannot
 *    pay the table's largest cash prize (PRIZE_POOL_EMPTY: the member keeps the ticket and the
 *    nonce). Decided before the nonce is taken and kept true by the locks, a refusal says
 *    nothing of the next outcome;
 * 3. the next nonce of the member's seed pair, the draw from the published table;
 * 4. the issuers (system rows, after the member rows) of the ticket and of the prize, then the
 *    ticket debit (conditional: NO_TICKETS whatever was drawn), the draw row, the prize.
 * Any refusal rolls all of it back. The same requestId answers the original draw.
 */
export async function draw(
  db: Db,
  accountId: number,
  game: LuckyGame,
  requestId: string,
  language: string,
): Promise<DrawResult> {
  const id = await db.transaction(async (tx) => {
    const prizes = await prizeTable(tx, game);
    const campaign =
      largestCash(prizes) === 0n ? null : ((await findCampaignByCode(tx, LUCKY_CAMPAIGNS[game])) ?? null);
    const wallet = await ticketsOf(tx, accountId, game);
    const payees = [];
    for (const p of prizes) payees.push(...(await prizeWallet(tx, accountId, p)));
    await lockAccounts(tx, [wallet, ...payees, ...(campaign?.budgetShards ?? [])]);
    const [twin] = await tx
      .select({ id: luckyDraws.id, game: luckyDraws.game })
      .from(luckyDraws)
      .where(and(eq(luckyDraws.accountId, accountId), eq(luckyDraws.requestId, requestId)));
    if (twin) {
      if (twin.game !== game)
        throw new AppError('DUPLICATE_TRANSACTION', 'requestId reused for another game');
      return twin.id;
    }
    return drawOnce(tx, { accountId, game, wallet, requestId, prizes, campaign });
  });
  return drawResult(db, accountId, game, id, language);
}

type Drawing = {
  accountId: number;
  game: LuckyGame;
  wallet: number;
  requestId: string;
  prizes: PrizeRow[];
  campaign: Campaign | null;
};

async function drawOnce(tx: Tx, { accountId, game, wallet, requestId, prizes, campaign }: Drawing) {
  if (prizes.length === 0) throw new AppError('PROMOTION_CLOSED', `no ${game} prizes published`);
  await checkPool(tx, game, prizes, campaign);

  const seed = await takeNonce(tx, accountId, game);
  const weights = prizes.map((p) => p.weight);
  const { drawn } = drawFromTable(
    { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nextNonce },
    weights,
  );
  const prize = prizes[drawn]!;
  const issuer = await ticketIssuer(tx, game);
  await lockAccounts(tx, [issuer, ...(await prizeIssuer(tx, prize))]);
  const debit = await postTransaction(tx, {
    kind: 'lucky_ticket',
    idempotencyKey: `lucky:ticket:${accountId}:${requestId}`,
    memo: { game },
    entries: [
      { ledgerAccountId: wallet, amount: -1n, system: false },
      { ledgerAccountId: issuer, amount: 1n, system: true },
    ],
  }).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS')
      throw new AppError('NO_TICKETS', `no ${game} ticket left`);
    throw err;
  });
  const [row] = await tx
    .insert(luckyDraws)
    .values({
      accountId,
      game,
      requestId,
      seedId: seed.id,
      nonce: seed.nextNonce,
      clientSeed: seed.clientSeed,
      prizeIds: prizes.map((p) => p.id),
      weights,
      drawn,
      prizeKind: prize.kind,
      prizeAmount: prize.amount,
      ticketGame: prize.ticketGame,
      nameVi: prize.nameVi,
      nameEn: prize.nameEn,
      ticketTransactionId: debit.transactionId,
    })
    .returning({ id: luckyDraws.id });
  const id = row!.id;
  await payPrize(tx, accountId, game, id, prize, campaign);
  return id;
}

/** The other side of a points prize: the points mall's issuer (points/accounts.ts), the same row. */
const pointsIssuer = (tx: Tx) => systemAccount(tx, 'bonus', POINTS_CURRENCY);

/** The member's wallets a prize pays into (a cash prize: the main wallet; the shards are locked apart). */
async function prizeWallet(tx: Tx, accountId: number, prize: PrizeRow): Promise<number[]> {
  if (prize.kind === 'ticket') return [await ticketsOf(tx, accountId, prize.ticketGame!)];
  if (prize.kind === 'points') return [await pointsWallet(tx, accountId)];
  if (prize.kind === 'cash') return [await mainWallet(tx, accountId)];
  return [];
}

/** The system account a prize is paid from (a cash prize is paid from the budget, not a system row). */
async function prizeIssuer(tx: Tx, prize: PrizeRow): Promise<number[]> {
  if (prize.kind === 'ticket') return [await ticketIssuer(tx, prize.ticketGame!)];
  if (prize.kind === 'points') return [await pointsIssuer(tx)];
  return [];
}

/**
 * The campaign paying the table's cash prizes, checked before the nonce is taken: a table with
 * cash prizes draws only while the pool can pay the largest of them, so no draw is ever a prize
 * the pool cannot pay. The shards are locked (draw), so no concurrent draw can empty the pool
 * between this read and the grant: a refusal is decided here, never by what is drawn.
 */
async function checkPool(tx: Tx, game: LuckyGame, prizes: readonly PrizeRow[], campaign: Campaign | null) {
  const needed = largestCash(prizes);
  if (needed === 0n) return;
  if (!campaign || campaign.status === 'ended' || campaign.status === 'draft')
    throw new AppError('PROMOTION_CLOSED', `the ${game} pays no cash prizes now`);
  if ((await budgetOf(tx, campaign.id)) < needed)
    throw new AppError('PRIZE_POOL_EMPTY', `the ${game} prize pool cannot pay ${needed}`);
}

async function payPrize(
  tx: Tx,
  accountId: number,
  game: LuckyGame,
  drawId: number,
  prize: PrizeRow,
  campaign: Campaign | null,
) {
  const key = `lucky:prize:${drawId}`;
  if (prize.kind === 'ticket')
    await grantTickets(tx, {
      accountId,
      game: prize.ticketGame!,
      count: Number(prize.amount),
      idempotencyKey: key,
      reason: `${game} draw ${drawId}`,
    });
  if (prize.kind === 'points')
    await postTransaction(tx, {
      kind: 'lucky_points',
      idempotencyKey: key,
      memo: { game, drawId },
      entries: [
        { ledgerAccountId: await pointsWallet(tx, accountId), amount: prize.amount, system: false },
        { ledgerAccountId: await pointsIssuer(tx), amount: -prize.amount, system: true },
      ],
    });
  if (prize.kind === 'cash') {
    const { grant } = await writeGrant(tx, {
      accountId,
      campaign: campaign!,
      source: game,
      sourceRef: `d${drawId}`,
      amount: prize.amount,
      hold: false,
    }).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'BUDGET_EXHAUSTED')
        throw new AppError('PRIZE_POOL_EMPTY', `the ${game} prize pool cannot pay ${prize.amount}`);
      throw err;
    });
    await tx.update(luckyDraws).set({ grantId: grant.id }).where(eq(luckyDraws.id, drawId));
  }
}
