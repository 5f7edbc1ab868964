import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, foreignCode, foreignId, idColumn, int64, timestamptz } from './columns';
import { accountRef, ledgerTransactionRef } from './refs';

/**
 * Deposit channels, configured by the operator: a bank transfer (the member pays our account
 * and an operator confirms) or an online gateway (`gateway` names the adapter in
 * server/providers/payment). Limits are minor units.
 */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    code: text('code').primaryKey(),
    /** bank_transfer or gateway */
    kind: text('kind').notNull(),
    /** The adapter of a gateway channel ('demo'); null for bank transfers. */
    gateway: text('gateway'),
    name: text('name').notNull(),
    minAmount: int64('min_amount').notNull(),
    maxAmount: int64('max_amount').notNull(),
    /** Bank transfer: { bankName, accountName, accountNumber, branch } the member pays into. */
    receivingBank: jsonb('receiving_bank'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('payment_channels_kind_valid', sql`${t.kind} IN ('bank_transfer', 'gateway')`),
    check('payment_channels_limits_valid', sql`${t.minAmount} > 0 AND ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

/**
 * One deposit. `credited_at` is set exactly when the money reached the member (the agent back
 * office reads it); `request_id` is the client's key, so a double tap makes one deposit.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: idColumn(),
    accountId: accountRef('account_id').notNull(),
    channelCode: foreignCode('channel_code', () => paymentChannels.code).notNull(),
    amount: int64('amount').notNull(),
    /** pending, credited, rejected (operator), failed (gateway) */
    status: text('status').notNull().default('pending'),
    /** The reference the member quotes on a bank transfer; also our order id at a gateway. */
    reference: text('reference').notNull(),
    requestId: text('request_id').notNull(),
    /** The gateway's own id of the payment, from its callback. */
    gatewayReference: text('gateway_reference'),
    ledgerTransactionId: ledgerTransactionRef('ledger_transaction_id'),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    createdAt: createdAtColumn(),
    creditedAt: timestamptz('credited_at'),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    uniqueIndex('deposits_reference_uq').on(t.reference),
    uniqueIndex('deposits_request_uq').on(t.accountId, t.requestId),
    uniqueIndex('deposits_gateway_ref_uq')
      .on(t.channelCode, t.gatewayReference)
      .where(sql`${t.gatewayReference} IS NOT NULL`),
    index('deposits_account_created_idx').on(t.accountId, t.createdAt),
    index('deposits_status_created_idx').on(t.status, t.createdAt),
    // The VIP pass reads credited deposits by credit time (decision 044).
    index('deposits_credited_at_idx')
      .on(t.creditedAt)
      .where(sql`${t.status} = 'credited'`),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
    check('deposits_status_valid', sql`${t.status} IN ('pending', 'credited', 'rejected', 'failed')`),
    check('deposits_credited_at', sql`(${t.status} = 'credited') = (${t.creditedAt} IS NOT NULL)`),
  ],
);

/** Bank accounts a member withdraws to. Removal keeps the row (withdrawals refer to it). */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: idColumn(),
    accountId: accountRef('account_id').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    payeeName: text('payee_name').notNull(),
    createdAt: createdAtColumn(),
    removedAt: timestamptz('removed_at'),
  },
  (t) => [
    uniqueIndex('bank_cards_account_number_uq')
      .on(t.accountId, t.accountNumber)
      .where(sql`${t.removedAt} IS NULL`),
  ],
);

/**
 * One withdrawal. The amount moves member_main → member_hold at request time; approval pays it
 * out (hold → cash_out) and sets `approved_at` (the agent back office reads it); rejection
 * releases it (hold → main). Then the member confirms receipt (spec section 4).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: idColumn(),
    accountId: accountRef('account_id').notNull(),
    cardId: foreignId('card_id', () => bankCards.id).notNull(),
    amount: int64('amount').notNull(),
    /** pending, approved (paid), rejected (released) */
    status: text('status').notNull().default('pending'),
    requestId: text('request_id').notNull(),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    createdAt: createdAtColumn(),
    approvedAt: timestamptz('approved_at'),
    decidedAt: timestamptz('decided_at'),
    /** After approval: awaiting, received, not_received, fully_paid, auto_received (final). */
    confirmStatus: text('confirm_status'),
    amountReceived: int64('amount_received'),
    confirmedAt: timestamptz('confirmed_at'),
    /** The stored proof image's file name (random) and type, for not_received. */
    proofFile: text('proof_file'),
    proofType: text('proof_type'),
    /**
     * Why the withdrawal waits for the operator before it can be approved (linked_bonus: the member
     * and an account sharing one of its bank account numbers both took a campaign of one per bank
     * account; decision 090), or null. Kept after the release, with who released it and when.
     */
    reviewReason: text('review_reason'),
    releasedBy: text('released_by'),
    releasedAt: timestamptz('released_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_request_uq').on(t.accountId, t.requestId),
    index('withdrawals_account_created_idx').on(t.accountId, t.createdAt),
    index('withdrawals_status_created_idx').on(t.status, t.createdAt),
    index('withdrawals_awaiting_idx')
      .on(t.approvedAt)
      .where(sql`${t.confirmStatus} = 'awaiting'`),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('withdrawals_status_valid', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    check('withdrawals_approved_at', sql`(${t.status} = 'approved') = (${t.approvedAt} IS NOT NULL)`),
    check(
      'withdrawals_confirm_valid',
      sql`${t.confirmStatus} IS NULL OR ${t.confirmStatus} IN ('awaiting', 'received', 'not_received', 'fully_paid', 'auto_received')`,
    ),
  ],
);

/** Transfers to the direct upline or to a downline in the sender's tree. */
export const transfers = pgTable(
  'transfers',
  {
    id: idColumn(),
    fromAccountId: accountRef('from_account_id').notNull(),
    toAccountId: accountRef('to_account_id').notNull(),
    amount: int64('amount').notNull(),
    /** upline or downline */
    direction: text('direction').notNull(),
    requestId: text('request_id').notNull(),
    ledgerTransactionId: ledgerTransactionRef('ledger_transaction_id').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('transfers_request_uq').on(t.fromAccountId, t.requestId),
    index('transfers_from_idx').on(t.fromAccountId, t.createdAt),
    index('transfers_to_idx').on(t.toAccountId, t.createdAt),
    check('transfers_amount_positive', sql`${t.amount} > 0`),
    check('transfers_not_self', sql`${t.fromAccountId} <> ${t.toAccountId}`),
  ],
);
