import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { ledgerTransactions } from './ledger';
import { bets } from './wallet';

/**
 * The progressive jackpot (decision 061). Its money is the ledger account of kind
 * `jackpot_pool`; these tables say which bets fed it and who won it.
 */

/**
 * The pool's feed counters, one row per pool ('main'): the valid bet counted so far and what was
 * posted for it, so each batch posts floor(total × share) − posted and no rounding is lost.
 * The batch holds this row's lock while it posts.
 */
export const jackpotPools = pgTable(
  'jackpot_pools',
  {
    id: text('id').primaryKey(),
    fedValid: bigint('fed_valid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    fedAmount: bigint('fed_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('jackpot_pools_non_negative', sql`${t.fedValid} >= 0 AND ${t.fedAmount} >= 0`)],
);

/**
 * Settled bets the feed pass has read: one row per bet (primary key), written in the transaction
 * that posts their share, so a bet feeds the pool once however many passes run. Bets on other
 * games get a row with 0, so no pass reads them again.
 */
export const jackpotBets = pgTable('jackpot_bets', {
  betId: bigint('bet_id', { mode: 'number' })
    .primaryKey()
    .references(() => bets.id),
  validAmount: bigint('valid_amount', { mode: 'bigint' }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Jackpot wins: one per bet at most (primary key), with the pool paid, the reseed and the round's
 * fairness data (the server seed hash, client seed and nonce the provider reported), so a win can
 * be checked against the revealed seed.
 */
export const jackpotWins = pgTable(
  'jackpot_wins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .unique('jackpot_wins_bet_uq')
      .references(() => bets.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    reseedTransactionId: bigint('reseed_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    fairness: jsonb('fairness').notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('jackpot_wins_amount_positive', sql`${t.amount} > 0`)],
);
