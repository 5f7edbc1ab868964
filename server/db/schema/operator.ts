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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { ledgerTransactions } from './ledger';

/**
 * Operator API keys: `op_<id>_<secret>`; only the SHA-256 of the secret is stored and compared in
 * constant time. Made and revoked by the CLI.
 */
export const operatorKeys = pgTable(
  'operator_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_keys_name_uq').on(t.name)],
);

/** Every operator action, by whom (cli:<user> or key:<name>), on what, with its details. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    detail: jsonb('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_audit_at_idx').on(t.at)],
);

/** Manual balance changes by an operator: a bonus or an adjustment, with its reason. */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** Signed minor units: positive credits the member. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** bonus or adjustment */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    actor: text('actor').notNull(),
    requestId: text('request_id').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('balance_adjustments_request_uq').on(t.requestId),
    index('balance_adjustments_account_idx').on(t.accountId, t.createdAt),
    check('balance_adjustments_kind_valid', sql`${t.kind} IN ('bonus', 'adjustment')`),
    check('balance_adjustments_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);
