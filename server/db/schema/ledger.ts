import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, foreignId, idColumn, int64 } from './columns';
import { accounts } from './accounts';

/**
 * A ledger account holds one balance in minor units. Member-owned wallets may never go below
 * zero; system accounts (house, cash-in, cash-out) are the other side of every entry and may.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: idColumn(),
    /** member_main, member_vendor, house, bonus, commission, cash_in, cash_out */
    kind: text('kind').notNull(),
    ownerId: foreignId('owner_id', () => accounts.id),
    /** Vendor code for member_vendor wallets; '' otherwise, so the unique key works. */
    vendorCode: text('vendor_code').notNull().default(''),
    currency: text('currency').notNull(),
    balance: int64('balance')
      .notNull()
      .default(sql`0`),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // NULLS NOT DISTINCT: system accounts have no owner, and there must be one of each per currency.
    unique('ledger_accounts_owner_uq').on(t.kind, t.ownerId, t.vendorCode, t.currency).nullsNotDistinct(),
    check(
      'ledger_accounts_member_non_negative',
      sql`${t.balance} >= 0 OR ${t.kind} IN ('house', 'cash_in', 'cash_out', 'bonus', 'commission')`,
    ),
  ],
);

/** One business money movement; its entries sum to zero. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    /** Client key, vendor transaction id or payment callback id: a replay finds this row. */
    idempotencyKey: text('idempotency_key').notNull(),
    memo: jsonb('memo'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('ledger_transactions_idem_uq').on(t.idempotencyKey)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn(),
    transactionId: foreignId('transaction_id', () => ledgerTransactions.id).notNull(),
    ledgerAccountId: foreignId('ledger_account_id', () => ledgerAccounts.id).notNull(),
    /** Signed minor units: positive credits the account, negative debits it. */
    amount: int64('amount').notNull(),
    balanceAfter: int64('balance_after').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('ledger_entries_tx_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.ledgerAccountId, t.id),
    check('ledger_entries_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);
