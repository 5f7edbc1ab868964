import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, int64, timestamptz } from './columns';
import { accountRef, ledgerTransactionRef } from './refs';

/**
 * Operator API keys: `op_<id>_<secret>`; only the SHA-256 of the secret is stored and compared in
 * constant time. Made and revoked by the CLI.
 */
export const operatorKeys = pgTable(
  'operator_keys',
  {
    id: idColumn(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** The staff role the key acts as (contract/staff/schemas.ts STAFF_ROLES); keys made before roles are admin. */
    role: text('role').notNull().default('admin'),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [uniqueIndex('operator_keys_name_uq').on(t.name)],
);

/**
 * Every operator action, by whom (cli:<user>, key:<name> or staff:<login>), from where, on what,
 * with its details and the state before and after. Hash-chained (decision 102): each row holds the
 * previous row's hash and its own, over the canonical JSON of its fields (server/core/context/audit.ts).
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: idColumn(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    detail: jsonb('detail'),
    at: timestamptz('at').notNull().defaultNow(),
    /** The caller's address (null for the command line). */
    ip: text('ip'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The hash of the row before this one ('' for the first row). */
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('operator_audit_at_idx').on(t.at)],
);

/** Manual balance changes by an operator: a bonus or an adjustment, with its reason. */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: idColumn(),
    accountId: accountRef('account_id').notNull(),
    /** Signed minor units: positive credits the member. */
    amount: int64('amount').notNull(),
    /** bonus or adjustment */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    actor: text('actor').notNull(),
    requestId: text('request_id').notNull(),
    ledgerTransactionId: ledgerTransactionRef('ledger_transaction_id').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('balance_adjustments_request_uq').on(t.requestId),
    index('balance_adjustments_account_idx').on(t.accountId, t.createdAt),
    check('balance_adjustments_kind_valid', sql`${t.kind} IN ('bonus', 'adjustment')`),
    check('balance_adjustments_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);
