import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint } from 'drizzle-orm/pg-core';
import { foreignId, int64, timestamptz, updatedAtColumn } from './columns';
import { accountRef } from './refs';
import { deposits } from './payments';
import { bets } from './wallet';

/**
 * VIP levels (decision 044): a level is reached when both cumulative targets are met; kept by
 * betting `keep_bet` in a month. Level 0 is the base level (all targets 0).
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    level: smallint('level').primaryKey(),
    betTarget: int64('bet_target').notNull(),
    depositTarget: int64('deposit_target').notNull(),
    keepBet: int64('keep_bet').notNull(),
    upgradeBonus: int64('upgrade_bonus').notNull(),
    monthlyGift: int64('monthly_gift').notNull(),
  },
  (t) => [
    check(
      'vip_levels_amounts_valid',
      sql`${t.level} >= 0 AND ${t.betTarget} >= 0 AND ${t.depositTarget} >= 0 AND ${t.keepBet} >= 0
        AND ${t.upgradeBonus} >= 0 AND ${t.monthlyGift} >= 0`,
    ),
  ],
);

/**
 * A member's VIP counters: valid bets and deposits counted toward the next level (each bet and
 * deposit once: vip_bets, vip_deposits), and since when the member holds the level (a level
 * reached during a month is not judged by that month's keep check).
 */
export const vipMembers = pgTable(
  'vip_members',
  {
    accountId: accountRef('account_id').primaryKey(),
    validBet: int64('valid_bet')
      .notNull()
      .default(sql`0`),
    deposits: int64('deposits')
      .notNull()
      .default(sql`0`),
    levelSince: timestamptz('level_since').notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [check('vip_members_counters_valid', sql`${t.validBet} >= 0 AND ${t.deposits} >= 0`)],
);

/** Settled bets counted for VIP: one row per bet, so a bet counts once however many passes run. */
export const vipBets = pgTable(
  'vip_bets',
  {
    betId: foreignId('bet_id', () => bets.id).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    validAmount: int64('valid_amount').notNull(),
    settledAt: timestamptz('settled_at').notNull(),
  },
  (t) => [
    index('vip_bets_settled_idx').on(t.settledAt),
    index('vip_bets_account_settled_idx').on(t.accountId, t.settledAt),
  ],
);

/** Credited deposits counted for VIP: one row per deposit. */
export const vipDeposits = pgTable(
  'vip_deposits',
  {
    depositId: foreignId('deposit_id', () => deposits.id).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: int64('amount').notNull(),
    creditedAt: timestamptz('credited_at').notNull(),
  },
  (t) => [index('vip_deposits_credited_idx').on(t.creditedAt)],
);
