import { sql } from 'drizzle-orm';
import type { GoodsKind } from '../../../contract/points-constants';
import type { RedeemRequest, RedeemResult } from '../../../contract/points';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { balanceOf, mainWallet, postTransaction } from '../../lib/ledger';
import { grantTickets } from '../lucky';
import { findCampaignByCode, writeGrant } from '../rewards';
import { pointsIssuer, pointsWallet } from './accounts';
import { MALL_CAMPAIGN } from './seed';
import { findRedemption } from './views';

type GoodsRow = {
  id: number;
  kind: GoodsKind;
  price_points: string;
  cash_amount: string | null;
  per_member_limit: number | null;
  active: boolean;
};

/**
 * Redeem goods for points (decision 050), in one database transaction; the payment password is
 * checked by the caller. Order of locks, the same for every redemption:
 * 1. the member's points account (FOR UPDATE): a member's redemptions take turns, so the
 *    request id replay and the per-member limit are read after any twin committed;
 * 2. the goods row, by a conditional decrement (`stock >= quantity`): stock never below zero;
 * 3. the ledger (points debit: member points → issuer), then, for cash, the engine's grant, for
 *    tickets, the ticket credit (decision 056).
 * Any refusal rolls all of it back. The same requestId answers the original redemption.
 */
export async function redeem(
  db: Db,
  accountId: number,
  body: RedeemRequest,
  language: string,
): Promise<RedeemResult> {
  const id = await db.transaction(async (tx) => {
    const wallet = await pointsWallet(tx, accountId);
    await tx.execute(sql`SELECT id FROM ledger_accounts WHERE id = ${wallet} FOR UPDATE`);
    const twin = await tx.execute<{ id: string; goods_id: number; quantity: number }>(sql`
      SELECT id, goods_id, quantity FROM points_redemptions
      WHERE account_id = ${accountId} AND request_id = ${body.requestId}`);
    if (twin.rows[0]) {
      const t = twin.rows[0];
      if (t.goods_id !== body.goodsId || t.quantity !== body.quantity)
        throw new AppError('DUPLICATE_TRANSACTION', 'requestId reused for another redemption');
      return Number(t.id);
    }
    return redeemOnce(tx, accountId, wallet, body);
  });
  const { account: _account, decidedBy: _by, ...redemption } = (await findRedemption(db, id, language))!;
  return {
    redemption,
    points: (await balanceOf(db, await pointsWallet(db, accountId))).toString(),
    balance: (await balanceOf(db, await mainWallet(db, accountId))).toString(),
  };
}

async function redeemOnce(tx: Tx, accountId: number, wallet: number, body: RedeemRequest): Promise<number> {
  const g = await tx.execute<GoodsRow>(sql`
    SELECT id, kind, price_points::text, cash_amount::text, per_member_limit, active
    FROM points_goods WHERE id = ${body.goodsId}`);
  const goods = g.rows[0];
  if (!goods || !goods.active) throw new AppError('NOT_FOUND', `no goods ${body.goodsId}`);
  if (goods.kind === 'physical' && !body.delivery)
    throw new AppError('BAD_REQUEST', 'physical goods need a delivery address', { field: 'delivery' });
  const points = BigInt(goods.price_points) * BigInt(body.quantity);
  if ((await balanceOf(tx, wallet)) < points) throw new AppError('INSUFFICIENT_POINTS', 'not enough points');
  if (goods.per_member_limit !== null) {
    const had = await tx.execute<{ n: string }>(sql`
      SELECT coalesce(sum(quantity), 0)::text AS n FROM points_redemptions
      WHERE account_id = ${accountId} AND goods_id = ${goods.id} AND status <> 'rejected'`);
    if (Number(had.rows[0]!.n) + body.quantity > goods.per_member_limit)
      throw new AppError('LIMIT_REACHED', `at most ${goods.per_member_limit} per member`);
  }
  const taken = await tx.execute(sql`
    UPDATE points_goods SET stock = stock - ${body.quantity}
    WHERE id = ${goods.id} AND stock >= ${body.quantity} RETURNING id`);
  if (taken.rows.length === 0) throw new AppError('OUT_OF_STOCK', `goods ${goods.id} out of stock`);

  const cash = goods.cash_amount === null ? null : BigInt(goods.cash_amount) * BigInt(body.quantity);
  const posted = await postTransaction(tx, {
    kind: 'points_redeem',
    idempotencyKey: `points:redeem:${accountId}:${body.requestId}`,
    memo: { goodsId: goods.id, quantity: body.quantity },
    entries: [
      { ledgerAccountId: wallet, amount: -points, system: false },
      { ledgerAccountId: await pointsIssuer(tx), amount: points, system: true },
    ],
  }).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS')
      throw new AppError('INSUFFICIENT_POINTS', 'not enough points');
    throw err;
  });
  const r = await tx.execute<{ id: string }>(sql`
    INSERT INTO points_redemptions (account_id, goods_id, quantity, points, cash_amount, status, request_id,
      delivery, ledger_transaction_id)
    VALUES (${accountId}, ${goods.id}, ${body.quantity}, ${points.toString()}::bigint,
      ${cash === null ? null : cash.toString()}::bigint, ${goods.kind === 'physical' ? 'in_process' : 'approved'},
      ${body.requestId}, ${body.delivery ? JSON.stringify(body.delivery) : null}::jsonb, ${posted.transactionId})
    RETURNING id`);
  const id = Number(r.rows[0]!.id);
  if (cash !== null) await payCash(tx, accountId, id, cash);
  if (goods.kind === 'wheel_ticket' || goods.kind === 'egg_ticket')
    await payTickets(tx, accountId, id, goods.kind, body.quantity);
  return id;
}

/** Ticket goods: one ticket per unit, credited now (the redemption is approved at once). */
async function payTickets(
  tx: Tx,
  accountId: number,
  redemptionId: number,
  kind: 'wheel_ticket' | 'egg_ticket',
  count: number,
) {
  await grantTickets(tx, {
    accountId,
    game: kind === 'wheel_ticket' ? 'wheel' : 'egg',
    count,
    idempotencyKey: `points:tickets:${redemptionId}`,
    reason: `points mall redemption ${redemptionId}`,
  });
  await tx.execute(sql`
    UPDATE points_redemptions SET decided_at = now(), decided_by = 'mall' WHERE id = ${redemptionId}`);
}

/** Cash goods: a grant of the mall's campaign (its budget, its turnover), paid now. */
async function payCash(tx: Tx, accountId: number, redemptionId: number, amount: bigint) {
  const campaign = await findCampaignByCode(tx, MALL_CAMPAIGN);
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
  await tx.execute(sql`
    UPDATE points_redemptions SET grant_id = ${grant.id}, decided_at = now(), decided_by = 'mall'
    WHERE id = ${redemptionId}`);
}
