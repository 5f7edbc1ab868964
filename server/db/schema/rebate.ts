import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { foreignId, int64, timestamptz, updatedAtColumn } from './columns';
import { accountRef } from './refs';
import { rewardGrants } from './rewards';
import { bets } from './wallet';

/**
 * Rebate rates (decision 045): per game type (the catalogue's, e.g. RNG, LIVE) and VIP
 * level, in basis points of the valid bet (80 = 0.80%). A member's rate for a game type is the
 * row of the highest level not above theirs; no row: 0.
 */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    gameType: text('game_type').notNull(),
    vipLevel: smallint('vip_level').notNull(),
    rateBp: integer('rate_bp').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.gameType, t.vipLevel] }),
    check('rebate_rates_range', sql`${t.rateBp} BETWEEN 0 AND 500 AND ${t.vipLevel} >= 0`),
  ],
);

/**
 * One row per settled bet the rebate pass has read (primary key: a bet accrues at most once,
 * whatever the concurrency), with the rate of the member's VIP level at accrual and the amount.
 * A claim sets `grant_id` on exactly the rows it pays.
 */
export const rebateAccruals = pgTable(
  'rebate_accruals',
  {
    betId: foreignId('bet_id', () => bets.id).primaryKey(),
    accountId: accountRef('account_id').notNull(),
    /** The game's catalogue type; OTHER when the game is not in the catalogue (rate 0). */
    gameType: text('game_type').notNull(),
    vipLevel: smallint('vip_level').notNull(),
    validAmount: int64('valid_amount').notNull(),
    rateBp: integer('rate_bp').notNull(),
    amount: int64('amount').notNull(),
    accruedAt: timestamptz('accrued_at').notNull().defaultNow(),
    grantId: foreignId('grant_id', () => rewardGrants.id),
  },
  (t) => [
    index('rebate_accruals_open_idx')
      .on(t.accountId, t.gameType)
      .where(sql`${t.grantId} IS NULL`),
    index('rebate_accruals_grant_idx')
      .on(t.grantId)
      .where(sql`${t.grantId} IS NOT NULL`),
    check('rebate_accruals_amounts', sql`${t.validAmount} >= 0 AND ${t.amount} >= 0`),
  ],
);

/** How far the rebate pass has read settled bets (by settled_at); one row, locked per pass. */
export const rebateCursor = pgTable('rebate_cursor', {
  name: text('name').primaryKey(),
  scannedTo: timestamptz('scanned_to').notNull(),
});
