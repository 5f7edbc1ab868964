import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { foreignId, idColumn, int64, timestamptz, updatedAtColumn } from './columns';
import { accountRef, ledgerTransactionRef } from './refs';
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
    fedValid: int64('fed_valid')
      .notNull()
      .default(sql`0`),
    fedAmount: int64('fed_amount')
      .notNull()
      .default(sql`0`),
    updatedAt: updatedAtColumn(),
  },
  (t) => [check('jackpot_pools_non_negative', sql`${t.fedValid} >= 0 AND ${t.fedAmount} >= 0`)],
);

/**
 * Settled bets the feed pass has read: one row per bet (primary key), written in the transaction
 * that posts their share, so a bet feeds the pool once however many passes run. Bets on other
 * games get a row with 0, so no pass reads them again.
 */
export const jackpotBets = pgTable('jackpot_bets', {
  betId: foreignId('bet_id', () => bets.id).primaryKey(),
  validAmount: int64('valid_amount').notNull(),
  at: timestamptz('at').notNull().defaultNow(),
});

/**
 * Jackpot wins: one per bet at most (primary key), with the pool paid, the reseed and the round's
 * fairness data (the server seed hash, client seed and nonce the provider reported), so a win can
 * be checked against the revealed seed.
 */
export const jackpotWins = pgTable(
  'jackpot_wins',
  {
    id: idColumn(),
    betId: foreignId('bet_id', () => bets.id)
      .notNull()
      .unique('jackpot_wins_bet_uq'),
    accountId: accountRef('account_id').notNull(),
    amount: int64('amount').notNull(),
    ledgerTransactionId: ledgerTransactionRef('ledger_transaction_id').notNull(),
    reseedTransactionId: ledgerTransactionRef('reseed_transaction_id').notNull(),
    fairness: jsonb('fairness').notNull(),
    wonAt: timestamptz('won_at').notNull().defaultNow(),
  },
  (t) => [check('jackpot_wins_amount_positive', sql`${t.amount} > 0`)],
);
