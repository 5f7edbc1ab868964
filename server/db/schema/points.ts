import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAtColumn,
  foreignId,
  foreignSerial,
  idColumn,
  int64,
  timestamptz,
  updatedAtColumn,
} from './columns';
import { accountRef, ledgerTransactionRef } from './refs';
import { rewardGrants } from './rewards';
import { bets } from './wallet';

/**
 * Points earned per valid bet of a game type (decision 049): `points` for every whole `per_amount`
 * of valid bet (minor units). A game type without a row earns none.
 */
export const pointsRates = pgTable(
  'points_rates',
  {
    gameType: text('game_type').primaryKey(),
    points: integer('points').notNull(),
    perAmount: int64('per_amount').notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [check('points_rates_positive', sql`${t.points} > 0 AND ${t.perAmount} > 0`)],
);

/**
 * Settled bets already counted for points: one row per bet (primary key), written in the
 * transaction that posts their points, so a bet counts once however many passes run.
 */
export const pointsBets = pgTable(
  'points_bets',
  {
    betId: foreignId('bet_id', () => bets.id).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** Null when the game is not in the catalogue (no rate applies). */
    gameType: text('game_type'),
    validAmount: int64('valid_amount').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('points_bets_account_idx').on(t.accountId)],
);

/**
 * Valid bet of a member and game type not yet turned into points (less than one `per_amount`):
 * carried to the next pass, so batching never rounds a member's points down.
 */
export const pointsCarry = pgTable(
  'points_carry',
  {
    accountId: accountRef('account_id').notNull(),
    gameType: text('game_type').notNull(),
    remainder: int64('remainder').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.gameType] }),
    check('points_carry_non_negative', sql`${t.remainder} >= 0`),
  ],
);

/** Goods of the points mall. Stock never goes below zero (CHECK and a conditional decrement). */
export const pointsGoods = pgTable(
  'points_goods',
  {
    id: serial('id').primaryKey(),
    /**
     * cash (paid at once as a grant of the mall's campaign), physical (delivered, operator decides),
     * wheel_ticket or egg_ticket (one ticket per unit, credited at once; decision 056)
     */
    kind: text('kind').notNull(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionVi: text('description_vi').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    pricePoints: int64('price_points').notNull(),
    /** cash goods: the amount paid (minor units); null for physical goods. */
    cashAmount: int64('cash_amount'),
    stock: integer('stock').notNull(),
    /** Most a member may redeem of it, ever (null: no limit). */
    perMemberLimit: integer('per_member_limit'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(100),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('points_goods_kind_valid', sql`${t.kind} IN ('cash', 'physical', 'wheel_ticket', 'egg_ticket')`),
    check('points_goods_cash', sql`(${t.kind} = 'cash') = (${t.cashAmount} IS NOT NULL)`),
    check('points_goods_amounts', sql`${t.pricePoints} > 0 AND coalesce(${t.cashAmount}, 1) > 0`),
    check('points_goods_stock', sql`${t.stock} >= 0`),
    check('points_goods_limit', sql`${t.perMemberLimit} IS NULL OR ${t.perMemberLimit} > 0`),
  ],
);

/**
 * A member's redemption (spec section 3's fields): points debited by one ledger transaction;
 * cash goods are approved at once with their grant, physical goods wait in_process for the
 * operator, whose rejection gives the points and the stock back.
 */
export const pointsRedemptions = pgTable(
  'points_redemptions',
  {
    id: idColumn(),
    accountId: accountRef('account_id').notNull(),
    goodsId: foreignSerial('goods_id', () => pointsGoods.id).notNull(),
    quantity: integer('quantity').notNull(),
    points: int64('points').notNull(),
    cashAmount: int64('cash_amount'),
    /** in_process, approved, rejected (spec section 4's redeem states) */
    status: text('status').notNull(),
    requestId: text('request_id').notNull(),
    /** physical goods: where to deliver (name, phone, address). */
    delivery: jsonb('delivery'),
    /** The operator's remark (rejection reason, tracking number). */
    remark: text('remark'),
    ledgerTransactionId: ledgerTransactionRef('ledger_transaction_id').notNull(),
    refundTransactionId: ledgerTransactionRef('refund_transaction_id'),
    grantId: foreignId('grant_id', () => rewardGrants.id),
    createdAt: createdAtColumn(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: text('decided_by'),
  },
  (t) => [
    uniqueIndex('points_redemptions_request_uq').on(t.accountId, t.requestId),
    index('points_redemptions_account_idx').on(t.accountId, t.id),
    index('points_redemptions_goods_idx').on(t.goodsId, t.accountId),
    index('points_redemptions_status_idx').on(t.status, t.id),
    check('points_redemptions_status_valid', sql`${t.status} IN ('in_process', 'approved', 'rejected')`),
    check('points_redemptions_amounts', sql`${t.quantity} > 0 AND ${t.points} > 0`),
    check(
      'points_redemptions_refund',
      sql`(${t.status} = 'rejected') = (${t.refundTransactionId} IS NOT NULL)`,
    ),
  ],
);
