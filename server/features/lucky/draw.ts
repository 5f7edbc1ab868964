import { and, eq } from 'drizzle-orm';
import type { DrawResult } from '../../../contract/lucky';
import type { LuckyGame } from '../../../contract/lucky-constants';
import type { Db, Tx } from '../../db/client';
import { ledgerAccounts, luckyDraws } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { POINTS_CURRENCY, pointsWallet, postTransaction, systemAccount } from '../../lib/ledger';
import { budgetOf, findCampaignByCode, writeGrant, type Campaign } from '../rewards';
import { drawFromTable } from './engine';
import { largestCash, prizeTable, type PrizeRow } from './prizes';
import { LUCKY_CAMPAIGNS } from './seed';
import { takeNonce } from './seeds';
import { grantTickets, ticketIssuer, ticketsOf } from './tickets';
import { drawResult } from './views';

/**
 * One draw of the wheel or the egg (decisions 056-057), in one database transaction:
 * 1. the member's ticket account (FOR UPDATE): a member's draws of a game take turns, so the
 *    request id replay and the ticket count are read after any twin committed;
 * 2. refusals before anything moves: no ticket (NO_TICKETS), or a prize pool that cannot pay the
 *    table's largest cash prize (PRIZE_POOL_EMPTY: the member keeps the ticket and the nonce);
 * 3. the next nonce of the member's seed pair, the draw from the published table;
 * 4. the ticket debit (conditional: never below zero), the draw row, the prize.
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
    const wallet = await ticketsOf(tx, accountId, game);
    await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, wallet))
      .for('update');
    const [twin] = await tx
      .select({ id: luckyDraws.id, game: luckyDraws.game })
      .from(luckyDraws)
      .where(and(eq(luckyDraws.accountId, accountId), eq(luckyDraws.requestId, requestId)));
    if (twin) {
      if (twin.game !== game)
        throw new AppError('DUPLICATE_TRANSACTION', 'requestId reused for another game');
      return twin.id;
    }
    return drawOnce(tx, accountId, game, wallet, requestId);
  });
  return drawResult(db, accountId, game, id, language);
}

async function drawOnce(tx: Tx, accountId: number, game: LuckyGame, wallet: number, requestId: string) {
  const prizes = await prizeTable(tx, game);
  if (prizes.length === 0) throw new AppError('PROMOTION_CLOSED', `no ${game} prizes published`);
  const campaign = await payingCampaign(tx, game, prizes);

  const seed = await takeNonce(tx, accountId, game);
  const weights = prizes.map((p) => p.weight);
  const { drawn } = drawFromTable(
    { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nextNonce },
    weights,
  );
  const prize = prizes[drawn]!;
  const debit = await postTransaction(tx, {
    kind: 'lucky_ticket',
    idempotencyKey: `lucky:ticket:${accountId}:${requestId}`,
    memo: { game },
    entries: [
      { ledgerAccountId: wallet, amount: -1n, system: false },
      { ledgerAccountId: await ticketIssuer(tx, game), amount: 1n, system: true },
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

/**
 * The campaign paying the table's cash prizes, checked before the ticket is used: a table with
 * cash prizes draws only while the pool can pay the largest of them, so no draw is ever a prize
 * the pool cannot pay. (A concurrent draw may still empty it first: its grant then fails with
 * BUDGET_EXHAUSTED, answered as PRIZE_POOL_EMPTY, and the whole draw rolls back.)
 */
async function payingCampaign(tx: Tx, game: LuckyGame, prizes: readonly PrizeRow[]) {
  const needed = largestCash(prizes);
  if (needed === 0n) return null;
  const campaign = await findCampaignByCode(tx, LUCKY_CAMPAIGNS[game]);
  if (!campaign || campaign.status === 'ended' || campaign.status === 'draft')
    throw new AppError('PROMOTION_CLOSED', `the ${game} pays no cash prizes now`);
  if ((await budgetOf(tx, campaign.id)) < needed)
    throw new AppError('PRIZE_POOL_EMPTY', `the ${game} prize pool cannot pay ${needed}`);
  return campaign;
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
        {
          ledgerAccountId: await systemAccount(tx, 'bonus', POINTS_CURRENCY),
          amount: -prize.amount,
          system: true,
        },
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
