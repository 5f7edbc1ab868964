import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, foreignId, idColumn, int64, timestamptz, updatedAtColumn } from './columns';
import { accountRef, ledgerTransactionRef } from './refs';
import { sessions } from './accounts';
import { ledgerAccounts } from './ledger';

/**
 * Launch tokens of the seamless-wallet protocol: the game provider identifies the player by one.
 * Only the SHA-256 of the 256-bit token is stored. Bets need a live token of a live session (a
 * logout, or a password change elsewhere, ends the session and so its tokens); wins and
 * rollbacks do not (a round may settle after the token or the session ended).
 */
export const launchTokens = pgTable(
  'launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: accountRef('account_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    /** The login session that launched the game; null for tokens issued before sessions were tied (dead). */
    sessionId: foreignId('session_id', () => sessions.id),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('launch_tokens_account_idx').on(t.accountId)],
);

/**
 * Nonces of signed seamless calls seen in the last minutes, shared by every app node: a nonce
 * is refused while its row is younger than the replay window.
 */
export const seamlessNonces = pgTable(
  'seamless_nonces',
  {
    vendorCode: text('vendor_code').notNull(),
    nonce: text('nonce').notNull(),
    seenAt: timestamptz('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendorCode, t.nonce] }), index('seamless_nonces_seen_idx').on(t.seenAt)],
);

/**
 * Every accepted seamless bet, win and rollback by the provider's transaction id (the
 * idempotency key): a replay returns `response` as it was; a different body under the same id
 * is refused. A rollback whose bet has not arrived is stored too and is the tombstone that
 * refuses the late bet.
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    vendorCode: text('vendor_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** bet, win, rollback */
    kind: text('kind').notNull(),
    accountId: accountRef('account_id').notNull(),
    /** SHA-256 of the request's canonical body: same id, other body → DUPLICATE_TRANSACTION. */
    requestHash: text('request_hash').notNull(),
    /** The bet a win or rollback refers to (the provider's id). */
    referenceTransactionId: text('reference_transaction_id'),
    ledgerTransactionId: ledgerTransactionRef('ledger_transaction_id'),
    /** The answer given the first time; null only while the first call is in flight. */
    response: jsonb('response'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorCode, t.transactionId] }),
    index('seamless_transactions_reference_idx')
      .on(t.vendorCode, t.referenceTransactionId)
      .where(sql`${t.referenceTransactionId} IS NOT NULL`),
  ],
);

/**
 * The business record of a game round's bet (what the betting record reads): written with the
 * bet's ledger transaction, updated by its wins and its rollback.
 */
export const bets = pgTable(
  'bets',
  {
    id: idColumn(),
    accountId: accountRef('account_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    roundId: text('round_id').notNull(),
    /** The provider's transaction id of the bet. */
    betTransactionId: text('bet_transaction_id').notNull(),
    /** The wallet the stake came from; wins and the rollback go back to it. */
    ledgerAccountId: foreignId('ledger_account_id', () => ledgerAccounts.id).notNull(),
    betAmount: int64('bet_amount').notNull(),
    winAmount: int64('win_amount')
      .notNull()
      .default(sql`0`),
    /**
     * The part of the stake that counts as a valid bet (turnover, decision 032), as the provider
     * stated it with the win (hedged baccarat: both sides of one round cancel); null: the whole stake.
     */
    validAmount: int64('valid_amount'),
    /** open (no result yet), settled (a win arrived, possibly of 0), rolled_back */
    status: text('status').notNull().default('open'),
    placedAt: timestamptz('placed_at').notNull().defaultNow(),
    settledAt: timestamptz('settled_at'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('bets_vendor_tx_uq').on(t.vendorCode, t.betTransactionId),
    index('bets_account_placed_idx').on(t.accountId, t.placedAt),
    index('bets_vendor_round_idx').on(t.vendorCode, t.roundId),
    // The rebate and VIP passes read settled bets by settled_at (decisions 044, 045).
    index('bets_settled_at_idx')
      .on(t.settledAt)
      .where(sql`${t.settledAt} IS NOT NULL`),
    check('bets_amounts_valid', sql`${t.betAmount} > 0 AND ${t.winAmount} >= 0`),
    check('bets_status_valid', sql`${t.status} IN ('open', 'settled', 'rolled_back')`),
  ],
);
