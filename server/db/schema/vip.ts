import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
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
    betTarget: bigint('bet_target', { mode: 'bigint' }).notNull(),
    depositTarget: bigint('deposit_target', { mode: 'bigint' }).notNull(),
    keepBet: bigint('keep_bet', { mode: 'bigint' }).notNull(),
    upgradeBonus: bigint('upgrade_bonus', { mode: 'bigint' }).notNull(),
    monthlyGift: bigint('monthly_gift', { mode: 'bigint' }).notNull(),
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
    accountId: bigint('account_id', { mode: 'number' })
      .primaryKey()
      .references(() => accounts.id),
    validBet: bigint('valid_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    deposits: bigint('deposits', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    levelSince: timestamp('level_since', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vip_members_counters_valid', sql`${t.validBet} >= 0 AND ${t.deposits} >= 0`)],
);

/** Settled bets counted for VIP: one row per bet, so a bet counts once however many passes run. */
export const vipBets = pgTable(
  'vip_bets',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .primaryKey()
      .references(() => bets.id),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    validAmount: bigint('valid_amount', { mode: 'bigint' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
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
    depositId: bigint('deposit_id', { mode: 'number' })
      .primaryKey()
      .references(() => deposits.id),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vip_deposits_credited_idx').on(t.creditedAt)],
);
