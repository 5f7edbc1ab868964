import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * A ledger account holds one balance in minor units. Member-owned wallets may never go below
 * zero; system accounts (house, cash-in, cash-out) are the other side of every entry and may.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** member_main, member_vendor, house, bonus, commission, cash_in, cash_out */
    kind: text('kind').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).references(() => accounts.id),
    /** Vendor code for member_vendor wallets; '' otherwise, so the unique key works. */
    vendorCode: text('vendor_code').notNull().default(''),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** Client key, vendor transaction id or payment callback id: a replay finds this row. */
    idempotencyKey: text('idempotency_key').notNull(),
    memo: jsonb('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_transactions_idem_uq').on(t.idempotencyKey)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    ledgerAccountId: bigint('ledger_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed minor units: positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_tx_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.ledgerAccountId, t.id),
    check('ledger_entries_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);
