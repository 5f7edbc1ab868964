import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { ledgerTransactions } from './ledger';
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
    perAmount: bigint('per_amount', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    betId: bigint('bet_id', { mode: 'number' })
      .primaryKey()
      .references(() => bets.id),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** Null when the game is not in the catalogue (no rate applies). */
    gameType: text('game_type'),
    validAmount: bigint('valid_amount', { mode: 'bigint' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
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
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    gameType: text('game_type').notNull(),
    remainder: bigint('remainder', { mode: 'bigint' }).notNull(),
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
    pricePoints: bigint('price_points', { mode: 'bigint' }).notNull(),
    /** cash goods: the amount paid (minor units); null for physical goods. */
    cashAmount: bigint('cash_amount', { mode: 'bigint' }),
    stock: integer('stock').notNull(),
    /** Most a member may redeem of it, ever (null: no limit). */
    perMemberLimit: integer('per_member_limit'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => pointsGoods.id),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    cashAmount: bigint('cash_amount', { mode: 'bigint' }),
    /** in_process, approved, rejected (spec section 4's redeem states) */
    status: text('status').notNull(),
    requestId: text('request_id').notNull(),
    /** physical goods: where to deliver (name, phone, address). */
    delivery: jsonb('delivery'),
    /** The operator's remark (rejection reason, tracking number). */
    remark: text('remark'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    refundTransactionId: bigint('refund_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    grantId: bigint('grant_id', { mode: 'number' }).references(() => rewardGrants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
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
