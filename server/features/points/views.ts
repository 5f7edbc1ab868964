import { sql } from 'drizzle-orm';
import { gameTypes } from '../../../contract/common';
import type { Delivery, Goods, PointsMall, PointsMovement, Redemption } from '../../../contract/points';
import type { Executor } from '../../db/client';
import { balanceOf } from '../../lib/ledger';
import { findCampaignByCode } from '../rewards';
import { pointsWallet } from './accounts';
import { MALL_CAMPAIGN } from './seed';

const iso = (d: Date | string) => new Date(d).toISOString();
const pick = (language: string, vi: string, en: string) => (language === 'en' ? en : vi);

/** The mall: active goods (with what the member redeemed of each) and the earning rates. */
export async function mallView(
  db: Executor,
  accountId: number | null,
  language: string,
): Promise<PointsMall> {
  const g = await db.execute<{
    id: number;
    kind: Goods['kind'];
    name_vi: string;
    name_en: string;
    description_vi: string;
    description_en: string;
    price_points: string;
    cash_amount: string | null;
    stock: number;
    per_member_limit: number | null;
    redeemed: string | null;
  }>(sql`
    SELECT g.id, g.kind, g.name_vi, g.name_en, g.description_vi, g.description_en, g.price_points::text,
      g.cash_amount::text, g.stock, g.per_member_limit,
      ${
        accountId === null
          ? sql`NULL`
          : sql`(SELECT coalesce(sum(r.quantity), 0) FROM points_redemptions r
              WHERE r.goods_id = g.id AND r.account_id = ${accountId} AND r.status <> 'rejected')`
      }::text AS redeemed
    FROM points_goods g WHERE g.active ORDER BY g.sort, g.id`);
  const campaign = await findCampaignByCode(db, MALL_CAMPAIGN);
  const rates = await db.execute<{ game_type: string; points: number; per_amount: string }>(
    sql`SELECT game_type, points, per_amount::text FROM points_rates`,
  );
  const order = (t: string) => (gameTypes as readonly string[]).indexOf(t);
  return {
    goods: g.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      name: pick(language, r.name_vi, r.name_en),
      description: pick(language, r.description_vi, r.description_en),
      pricePoints: r.price_points,
      cashAmount: r.cash_amount,
      wageringMultiple: r.kind === 'cash' ? (campaign?.terms.wageringMultiple ?? null) : null,
      stock: r.stock,
      perMemberLimit: r.per_member_limit,
      redeemed: r.redeemed === null ? null : Number(r.redeemed),
    })),
    rates: rates.rows
      .filter((r) => order(r.game_type) >= 0)
      .sort((a, b) => order(a.game_type) - order(b.game_type))
      .map((r) => ({
        gameType: r.game_type as PointsMall['rates'][number]['gameType'],
        points: r.points,
        perAmount: r.per_amount,
      })),
  };
}

export const memberPoints = async (db: Executor, accountId: number) =>
  (await balanceOf(db, await pointsWallet(db, accountId))).toString();

export type RedemptionRow = {
  id: string;
  goods_id: number;
  kind: Redemption['kind'];
  name_vi: string;
  name_en: string;
  quantity: number;
  points: string;
  cash_amount: string | null;
  status: Redemption['status'];
  remark: string | null;
  delivery: Delivery | null;
  ledger_transaction_id: string;
  grant_id: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  account: string;
  decided_by: string | null;
};

export const redemptionSelect = sql`
  SELECT r.id::text, r.goods_id, g.kind, g.name_vi, g.name_en, r.quantity, r.points::text, r.cash_amount::text,
    r.status, r.remark, r.delivery, r.ledger_transaction_id::text, r.grant_id::text, r.created_at, r.decided_at,
    a.account, r.decided_by
  FROM points_redemptions r JOIN points_goods g ON g.id = r.goods_id JOIN accounts a ON a.id = r.account_id`;

export const toRedemption = (r: RedemptionRow, language: string): Redemption => ({
  id: Number(r.id),
  goodsId: r.goods_id,
  kind: r.kind,
  name: pick(language, r.name_vi, r.name_en),
  quantity: r.quantity,
  points: r.points,
  cashAmount: r.cash_amount,
  status: r.status,
  remark: r.remark,
  delivery: r.delivery,
  reference: r.ledger_transaction_id,
  grantId: r.grant_id === null ? null : Number(r.grant_id),
  createdAt: iso(r.created_at),
  decidedAt: r.decided_at === null ? null : iso(r.decided_at),
});

export async function findRedemption(db: Executor, id: number, language: string) {
  const r = await db.execute<RedemptionRow>(sql`${redemptionSelect} WHERE r.id = ${id}`);
  const row = r.rows[0];
  return row
    ? { ...toRedemption(row, language), account: row.account, decidedBy: row.decided_by }
    : undefined;
}

/** The member's redemptions, newest first. */
export async function myRedemptions(
  db: Executor,
  accountId: number,
  q: { page: number; pageSize: number; language: string },
) {
  const r = await db.execute<RedemptionRow>(sql`${redemptionSelect}
    WHERE r.account_id = ${accountId} ORDER BY r.id DESC
    LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`);
  const n = await db.execute<{ n: string }>(
    sql`SELECT count(*)::text AS n FROM points_redemptions WHERE account_id = ${accountId}`,
  );
  return {
    list: r.rows.map((x) => toRedemption(x, q.language)),
    totalPages: Math.ceil(Number(n.rows[0]!.n) / q.pageSize),
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
  const r = await db.execute<{
    id: string;
    kind: string;
    amount: string;
    balance_after: string;
    tx: string;
    at: Date | string;
  }>(sql`
    SELECT e.id::text, t.kind, e.amount::text, e.balance_after::text, t.id::text AS tx, e.created_at AS at
    FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE e.ledger_account_id = ${wallet}
    ORDER BY e.id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`);
  const n = await db.execute<{ n: string }>(
    sql`SELECT count(*)::text AS n FROM ledger_entries WHERE ledger_account_id = ${wallet}`,
  );
  return {
    list: r.rows.map((x): PointsMovement => ({
      id: Number(x.id),
      reason: REASON[x.kind] ?? 'other',
      amount: x.amount,
      balanceAfter: x.balance_after,
      reference: x.tx,
      at: iso(x.at),
    })),
    totalPages: Math.ceil(Number(n.rows[0]!.n) / q.pageSize),
  };
}
