import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { LuckyGame } from '../../../contract/lucky/constants';
import type { GoodsKind } from '../../../contract/points/constants';
import type { RedeemRequest, RedeemResult } from '../../../contract/points/schemas';
import type { Db, Tx } from '../../db/client';
import { pointsGoods, pointsRedemptions } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { balanceOf, lockAccounts, mainWallet, postTransaction } from '../../core/money/ledger';
import { grantTickets, ticketIssuer, ticketsOf } from '../lucky';
import { findCampaignByCode, writeGrant, type Campaign } from '../../engine/rewards';
import { pointsIssuer, pointsWallet } from './accounts';
import { MALL_CAMPAIGN } from './seed';
import { findRedemption } from './views';

/**
 * Redeem goods for points (decision 050), in one database transaction; the payment password is
 * checked by the caller. Order of locks, the same for every redemption:
 * 1. the member-side ledger rows the goods move (the points account; the tickets, or the main
 *    wallet and the mall's budget shards), in the ledger's order (decision 091): a member's
 *    redemptions take turns, so the request id replay and the per-member limit are read after
 *    any twin committed;
 * 2. the goods row, by a conditional decrement (`stock >= quantity`): stock never below zero;
 * 3. the issuers (system rows, after every member row: the points issuer, the tickets' issuer),
 *    then the ledger (points debit: member points → issuer), then, for cash, the engine's grant,
 *    for tickets, the ticket credit (decision 056).
 * Any refusal rolls all of it back. The same requestId answers the original redemption.
 */
export async function redeem(
  db: Db,
  accountId: number,
  body: RedeemRequest,
  language: string,
): Promise<RedeemResult> {
  const id = await db.transaction(async (tx) => {
    const goods = await findGoods(tx, body.goodsId);
    const wallet = await pointsWallet(tx, accountId);
    const campaign = goods?.kind === 'cash' ? await findCampaignByCode(tx, MALL_CAMPAIGN) : undefined;
    const game = goods && ticketGameOf(goods.kind);
    const payees = game
      ? [await ticketsOf(tx, accountId, game)]
      : goods?.kind === 'cash'
        ? [await mainWallet(tx, accountId), ...(campaign?.budgetShards ?? [])]
        : [];
    await lockAccounts(tx, [wallet, ...payees]);
    const [t] = await tx
      .select({
        id: pointsRedemptions.id,
        goodsId: pointsRedemptions.goodsId,
        quantity: pointsRedemptions.quantity,
      })
      .from(pointsRedemptions)
      .where(
        and(eq(pointsRedemptions.accountId, accountId), eq(pointsRedemptions.requestId, body.requestId)),
      );
    if (t) {
      if (t.goodsId !== body.goodsId || t.quantity !== body.quantity)
        throw new AppError('DUPLICATE_TRANSACTION', 'requestId reused for another redemption');
      return t.id;
    }
    if (!goods || !goods.active) throw new AppError('NOT_FOUND', `no goods ${body.goodsId}`);
    return redeemOnce(tx, { accountId, wallet, body, goods, campaign });
  });
  const { account: _account, decidedBy: _by, ...redemption } = (await findRedemption(db, id, language))!;
  return {
    redemption,
    points: (await balanceOf(db, await pointsWallet(db, accountId))).toString(),
    balance: (await balanceOf(db, await mainWallet(db, accountId))).toString(),
  };
}

type Goods = NonNullable<Awaited<ReturnType<typeof findGoods>>>;

async function findGoods(tx: Tx, goodsId: number) {
  const [row] = await tx
    .select({
      id: pointsGoods.id,
      kind: pointsGoods.kind,
      pricePoints: pointsGoods.pricePoints,
      cashAmount: pointsGoods.cashAmount,
      perMemberLimit: pointsGoods.perMemberLimit,
      active: pointsGoods.active,
    })
    .from(pointsGoods)
    .where(eq(pointsGoods.id, goodsId));
  // The seed writes only the contract's goods kinds.
  return row && { ...row, kind: row.kind as GoodsKind };
}

/** The lucky game whose tickets a ticket good is (null for other goods). */
const ticketGameOf = (kind: GoodsKind): LuckyGame | null =>
  kind === 'wheel_ticket' ? 'wheel' : kind === 'egg_ticket' ? 'egg' : null;

type Redeeming = {
  accountId: number;
  wallet: number;
  body: RedeemRequest;
  goods: Goods;
  campaign: Campaign | undefined;
};

async function redeemOnce(tx: Tx, { accountId, wallet, body, goods, campaign }: Redeeming): Promise<number> {
  if (goods.kind === 'physical' && !body.delivery)
    throw new AppError('BAD_REQUEST', 'physical goods need a delivery address', { field: 'delivery' });
  const points = goods.pricePoints * BigInt(body.quantity);
  if ((await balanceOf(tx, wallet)) < points) throw new AppError('INSUFFICIENT_POINTS', 'not enough points');
  if (goods.perMemberLimit !== null) {
    const [had] = await tx
      .select({ n: sql<string>`coalesce(sum(${pointsRedemptions.quantity}), 0)::text` })
      .from(pointsRedemptions)
      .where(
        and(
          eq(pointsRedemptions.accountId, accountId),
          eq(pointsRedemptions.goodsId, goods.id),
          ne(pointsRedemptions.status, 'rejected'),
        ),
      );
    if (Number(had!.n) + body.quantity > goods.perMemberLimit)
      throw new AppError('LIMIT_REACHED', `at most ${goods.perMemberLimit} per member`);
  }
  // A conditional decrement: the stock never goes below zero, however many redeem at once.
  const taken = await tx
    .update(pointsGoods)
    .set({ stock: sql`${pointsGoods.stock} - ${body.quantity}` })
    .where(and(eq(pointsGoods.id, goods.id), gte(pointsGoods.stock, body.quantity)))
    .returning({ id: pointsGoods.id });
  if (taken.length === 0) throw new AppError('OUT_OF_STOCK', `goods ${goods.id} out of stock`);

  const cash = goods.cashAmount === null ? null : goods.cashAmount * BigInt(body.quantity);
  const game = ticketGameOf(goods.kind);
  const issuer = await pointsIssuer(tx);
  await lockAccounts(tx, [issuer, ...(game ? [await ticketIssuer(tx, game)] : [])]);
  const posted = await postTransaction(tx, {
    kind: 'points_redeem',
    idempotencyKey: `points:redeem:${accountId}:${body.requestId}`,
    memo: { goodsId: goods.id, quantity: body.quantity },
    entries: [
      { ledgerAccountId: wallet, amount: -points, system: false },
      { ledgerAccountId: issuer, amount: points, system: true },
    ],
  }).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS')
      throw new AppError('INSUFFICIENT_POINTS', 'not enough points');
    throw err;
  });
  const [inserted] = await tx
    .insert(pointsRedemptions)
    .values({
      accountId,
      goodsId: goods.id,
      quantity: body.quantity,
      points,
      cashAmount: cash,
      status: goods.kind === 'physical' ? 'in_process' : 'approved',
      requestId: body.requestId,
      delivery: body.delivery ?? null,
      ledgerTransactionId: posted.transactionId,
    })
    .returning({ id: pointsRedemptions.id });
  const id = inserted!.id;
  if (cash !== null) await payCash(tx, accountId, id, cash, campaign);
  if (game) await payTickets(tx, accountId, id, game, body.quantity);
  return id;
}

/** Ticket goods: one ticket per unit, credited now (the redemption is approved at once). */
async function payTickets(tx: Tx, accountId: number, redemptionId: number, game: LuckyGame, count: number) {
  await grantTickets(tx, {
    accountId,
    game,
    count,
    idempotencyKey: `points:tickets:${redemptionId}`,
    reason: `points mall redemption ${redemptionId}`,
  });
  await tx
    .update(pointsRedemptions)
    .set({ decidedAt: sql`now()`, decidedBy: 'mall' })
    .where(eq(pointsRedemptions.id, redemptionId));
}

/** Cash goods: a grant of the mall's campaign (its budget, its turnover), paid now. */
async function payCash(
  tx: Tx,
  accountId: number,
  redemptionId: number,
  amount: bigint,
  campaign: Campaign | undefined,
) {
  if (!campaign || campaign.status === 'ended' || campaign.status === 'draft')
    throw new AppError('PROMOTION_CLOSED', 'the points mall pays no cash now');
  const { grant } = await writeGrant(tx, {
    accountId,
    campaign,
    source: 'points_mall',
    sourceRef: `r${redemptionId}`,
    amount,
    hold: false,
  });
  await tx
    .update(pointsRedemptions)
    .set({ grantId: grant.id, decidedAt: sql`now()`, decidedBy: 'mall' })
    .where(eq(pointsRedemptions.id, redemptionId));
}
