import { desc, eq, sql } from 'drizzle-orm';
import { gameTypes } from '../../../contract/common';
import type {
  Delivery,
  Goods,
  PointsMall,
  PointsMovement,
  Redemption,
} from '../../../contract/points/schemas';
import type { Executor } from '../../db/client';
import {
  accounts,
  ledgerEntries,
  ledgerTransactions,
  pointsGoods,
  pointsRates,
  pointsRedemptions,
} from '../../db/schema';
import { balanceOf } from '../../core/money/ledger';
import { findCampaignByCode } from '../../engine/rewards';
import { pointsWallet } from './accounts';
import { MALL_CAMPAIGN } from './seed';

const pick = (language: string, vi: string, en: string) => (language === 'en' ? en : vi);

/** The mall: active goods (with what the member redeemed of each) and the earning rates. */
export async function mallView(
  db: Executor,
  accountId: number | null,
  language: string,
): Promise<PointsMall> {
  // points_goods.id written out: drizzle leaves a lone table's columns unqualified, and a bare
  // "id" inside the subquery would be the redemption's.
  const redeemed =
    accountId === null
      ? sql<string | null>`NULL`
      : sql<string | null>`(SELECT coalesce(sum(r.quantity), 0) FROM points_redemptions r
          WHERE r.goods_id = points_goods.id AND r.account_id = ${accountId} AND r.status <> 'rejected')::text`;
  const goods = await db
    .select({
      id: pointsGoods.id,
      kind: pointsGoods.kind,
      nameVi: pointsGoods.nameVi,
      nameEn: pointsGoods.nameEn,
      descriptionVi: pointsGoods.descriptionVi,
      descriptionEn: pointsGoods.descriptionEn,
      pricePoints: pointsGoods.pricePoints,
      cashAmount: pointsGoods.cashAmount,
      stock: pointsGoods.stock,
      perMemberLimit: pointsGoods.perMemberLimit,
      redeemed,
    })
    .from(pointsGoods)
    .where(eq(pointsGoods.active, true))
    .orderBy(pointsGoods.sort, pointsGoods.id);
  const campaign = await findCampaignByCode(db, MALL_CAMPAIGN);
  const rates = await db.select().from(pointsRates);
  const order = (t: string) => (gameTypes as readonly string[]).indexOf(t);
  return {
    goods: goods.map((r) => ({
      id: r.id,
      // The seed writes only the contract's goods kinds.
      kind: r.kind as Goods['kind'],
      name: pick(language, r.nameVi, r.nameEn),
      description: pick(language, r.descriptionVi, r.descriptionEn),
      pricePoints: r.pricePoints.toString(),
      cashAmount: r.cashAmount === null ? null : r.cashAmount.toString(),
      wageringMultiple: r.kind === 'cash' ? (campaign?.terms.wageringMultiple ?? null) : null,
      stock: r.stock,
      perMemberLimit: r.perMemberLimit,
      redeemed: r.redeemed === null ? null : Number(r.redeemed),
    })),
    rates: rates
      .filter((r) => order(r.gameType) >= 0)
      .sort((a, b) => order(a.gameType) - order(b.gameType))
      .map((r) => ({
        gameType: r.gameType as PointsMall['rates'][number]['gameType'],
        points: r.points,
        perAmount: r.perAmount.toString(),
      })),
  };
}

export const memberPoints = async (db: Executor, accountId: number) =>
  (await balanceOf(db, await pointsWallet(db, accountId))).toString();

/** Redemptions with their goods and member; callers add the where, order and limit. */
export const selectRedemptions = (db: Executor) =>
  db
    .select({
      id: pointsRedemptions.id,
      goodsId: pointsRedemptions.goodsId,
      kind: pointsGoods.kind,
      nameVi: pointsGoods.nameVi,
      nameEn: pointsGoods.nameEn,
      quantity: pointsRedemptions.quantity,
      points: pointsRedemptions.points,
      cashAmount: pointsRedemptions.cashAmount,
      status: pointsRedemptions.status,
      remark: pointsRedemptions.remark,
      delivery: pointsRedemptions.delivery,
      ledgerTransactionId: pointsRedemptions.ledgerTransactionId,
      grantId: pointsRedemptions.grantId,
      createdAt: pointsRedemptions.createdAt,
      decidedAt: pointsRedemptions.decidedAt,
      account: accounts.account,
      decidedBy: pointsRedemptions.decidedBy,
    })
    .from(pointsRedemptions)
    .innerJoin(pointsGoods, eq(pointsGoods.id, pointsRedemptions.goodsId))
    .innerJoin(accounts, eq(accounts.id, pointsRedemptions.accountId))
    .$dynamic();
export type RedemptionRow = Awaited<ReturnType<typeof selectRedemptions>>[number];

// Written by redeem() and decideRedemption() only: the contract's kinds, statuses and delivery.
export const toRedemption = (r: RedemptionRow, language: string): Redemption => ({
  id: r.id,
  goodsId: r.goodsId,
  kind: r.kind as Redemption['kind'],
  name: pick(language, r.nameVi, r.nameEn),
  quantity: r.quantity,
  points: r.points.toString(),
  cashAmount: r.cashAmount === null ? null : r.cashAmount.toString(),
  status: r.status as Redemption['status'],
  remark: r.remark,
  delivery: r.delivery as Delivery | null,
  reference: String(r.ledgerTransactionId),
  grantId: r.grantId,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt === null ? null : r.decidedAt.toISOString(),
});

export async function findRedemption(db: Executor, id: number, language: string) {
  const [row] = await selectRedemptions(db).where(eq(pointsRedemptions.id, id));
  return row ? { ...toRedemption(row, language), account: row.account, decidedBy: row.decidedBy } : undefined;
}

/** The member's redemptions, newest first. */
export async function myRedemptions(
  db: Executor,
  accountId: number,
  q: { page: number; pageSize: number; language: string },
) {
  const rows = await selectRedemptions(db)
    .where(eq(pointsRedemptions.accountId, accountId))
    .orderBy(desc(pointsRedemptions.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const n = await db.$count(pointsRedemptions, eq(pointsRedemptions.accountId, accountId));
  return {
    list: rows.map((x) => toRedemption(x, q.language)),
    totalPages: Math.ceil(n / q.pageSize),
  };
}

const REASON: Record<string, PointsMovement['reason']> = {
  points_earn: 'bets',
  points_sign_in: 'sign_in',
  points_mission: 'mission',
  points_redeem: 'redeem',
  points_refund: 'refund',
};

/** Every movement of the member's points (points details), newest first. */
export async function pointsDetails(db: Executor, accountId: number, q: { page: number; pageSize: number }) {
  const wallet = await pointsWallet(db, accountId);
  const rows = await db
    .select({
      id: ledgerEntries.id,
      kind: ledgerTransactions.kind,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      tx: ledgerTransactions.id,
      at: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerEntries.ledgerAccountId, wallet))
    .orderBy(desc(ledgerEntries.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const n = await db.$count(ledgerEntries, eq(ledgerEntries.ledgerAccountId, wallet));
  return {
    list: rows.map((x): PointsMovement => ({
      id: x.id,
      reason: REASON[x.kind] ?? 'other',
      amount: x.amount.toString(),
      balanceAfter: x.balanceAfter.toString(),
      reference: String(x.tx),
      at: x.at.toISOString(),
    })),
    totalPages: Math.ceil(n / q.pageSize),
  };
}
