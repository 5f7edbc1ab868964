import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, foreignId, idColumn, int64, timestamptz, updatedAtColumn } from './columns';
import { accountRef, ledgerTransactionRef } from './refs';
import { ledgerAccounts } from './ledger';
import { bets } from './wallet';

/**
 * A promotion campaign (decision 033). Its terms live in immutable versions; `current_version`
 * is the one members are offered. The budget is a ledger account (kind campaign_budget) that
 * every grant debits with the ledger's conditional debit.
 */
export const rewardCampaigns = pgTable(
  'reward_campaigns',
  {
    id: idColumn(),
    /** A stable name (seed and CLI find a campaign by it), e.g. welcome-bonus. */
    code: text('code').notNull(),
    /** draft, live, paused, ended */
    status: text('status').notNull().default('draft'),
    currentVersion: integer('current_version').notNull().default(1),
    budgetAccountId: foreignId('budget_account_id', () => ledgerAccounts.id).notNull(),
    /** Sorting on the promotions page: smaller first. */
    position: integer('position').notNull().default(100),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('reward_campaigns_code_uq').on(t.code),
    check('reward_campaigns_status_valid', sql`${t.status} IN ('draft', 'live', 'paused', 'ended')`),
  ],
);

/**
 * One version of a campaign's terms (contract CampaignTerms). A trigger refuses UPDATE and DELETE
 * (server/db/functions/ledger_refuse_change.sql).
 */
export const rewardCampaignVersions = pgTable(
  'reward_campaign_versions',
  {
    id: idColumn(),
    campaignId: foreignId('campaign_id', () => rewardCampaigns.id).notNull(),
    version: integer('version').notNull(),
    terms: jsonb('terms').notNull(),
    termsSha256: text('terms_sha256').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('reward_campaign_versions_uq').on(t.campaignId, t.version)],
);

/**
 * A reward given to a member (decision 032): the business record of one ledger transaction
 * (budget → member main wallet) and the member's turnover requirement for it. The unique
 * (account, source, source_ref) key is what makes a claim, an approval or a scheduled grant
 * happen once. held grants have no ledger transaction yet.
 */
export const rewardGrants = pgTable(
  'reward_grants',
  {
    id: idColumn(),
    accountId: accountRef('account_id').notNull(),
    campaignId: foreignId('campaign_id', () => rewardCampaigns.id),
    campaignVersionId: foreignId('campaign_version_id', () => rewardCampaignVersions.id),
    /** promotion, application, manual, rebate, vip, ... */
    source: text('source').notNull(),
    /** What within the source: c<campaign> (once per member), a<application>, m<requestId>, a period key. */
    sourceRef: text('source_ref').notNull(),
    amount: int64('amount').notNull(),
    /** held, active, completed, expired, rejected, forfeited (the member gave it up) */
    status: text('status').notNull(),
    turnoverRequired: int64('turnover_required').notNull(),
    turnoverProgress: int64('turnover_progress')
      .notNull()
      .default(sql`0`),
    /** From the terms: bets above it do not count (null: no limit). */
    maxBet: int64('max_bet'),
    /** Bets placed before this do not count toward this grant. */
    countsFrom: timestamptz('counts_from'),
    expiresAt: timestamptz('expires_at'),
    reason: text('reason'),
    /** The member's claim requestId: the same request gets the original answer. */
    requestId: text('request_id'),
    /** The member's give-up requestId (decision 069): a retry gets the original answer. */
    forfeitRequestId: text('forfeit_request_id'),
    ledgerTransactionId: ledgerTransactionRef('ledger_transaction_id'),
    /** Anti-abuse facts at claim time (decision 035). */
    ip24: text('ip24'),
    deviceId: text('device_id'),
    payeeKey: text('payee_key'),
    createdAt: createdAtColumn(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: text('decided_by'),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    uniqueIndex('reward_grants_source_uq').on(t.accountId, t.source, t.sourceRef),
    index('reward_grants_account_idx').on(t.accountId, t.id),
    index('reward_grants_open_idx')
      .on(t.accountId, t.id)
      .where(sql`${t.status} = 'active' AND ${t.turnoverProgress} < ${t.turnoverRequired}`),
    index('reward_grants_campaign_idx').on(t.campaignId, t.status),
    index('reward_grants_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index('reward_grants_held_idx')
      .on(t.id)
      .where(sql`${t.status} = 'held'`),
    check('reward_grants_amount_positive', sql`${t.amount} > 0`),
    check(
      'reward_grants_progress_bounded',
      sql`${t.turnoverProgress} >= 0 AND ${t.turnoverProgress} <= ${t.turnoverRequired}`,
    ),
    check(
      'reward_grants_status_valid',
      sql`${t.status} IN ('held', 'active', 'completed', 'expired', 'rejected', 'forfeited')`,
    ),
    check(
      'reward_grants_paid',
      sql`(${t.status} IN ('held', 'rejected')) = (${t.ledgerTransactionId} IS NULL)`,
    ),
  ],
);

/**
 * Settled bets already counted toward turnover: one row per bet, so a bet counts once however
 * many drainers run. `counted` is what went into requirements (0 when none was open or the bet
 * was above a max bet).
 */
export const rewardTurnoverBets = pgTable(
  'reward_turnover_bets',
  {
    betId: foreignId('bet_id', () => bets.id).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    validAmount: int64('valid_amount').notNull(),
    counted: int64('counted').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('reward_turnover_bets_account_idx').on(t.accountId)],
);

/** An application (claim mode apply): a comment and up to 3 images for the operator to review. */
export const rewardApplications = pgTable(
  'reward_applications',
  {
    id: idColumn(),
    accountId: accountRef('account_id').notNull(),
    campaignId: foreignId('campaign_id', () => rewardCampaigns.id).notNull(),
    campaignVersionId: foreignId('campaign_version_id', () => rewardCampaignVersions.id).notNull(),
    comment: text('comment').notNull(),
    /** pending, approved, rejected */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    requestId: text('request_id').notNull(),
    grantId: foreignId('grant_id', () => rewardGrants.id),
    ip24: text('ip24'),
    deviceId: text('device_id'),
    createdAt: createdAtColumn(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: text('decided_by'),
  },
  (t) => [
    uniqueIndex('reward_applications_request_uq').on(t.accountId, t.requestId),
    // One open application per member and campaign.
    uniqueIndex('reward_applications_pending_uq')
      .on(t.accountId, t.campaignId)
      .where(sql`${t.status} = 'pending'`),
    index('reward_applications_status_idx').on(t.status, t.id),
    check('reward_applications_status_valid', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

/** Application images: uploaded first (application_id null), then attached by the application. */
export const rewardImages = pgTable(
  'reward_images',
  {
    id: idColumn(),
    accountId: accountRef('account_id').notNull(),
    applicationId: foreignId('application_id', () => rewardApplications.id),
    file: text('file').notNull(),
    type: text('type').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('reward_images_account_idx').on(t.accountId),
    index('reward_images_app_idx').on(t.applicationId),
  ],
);

/**
 * Markers of scheduled reward jobs (decision 034): a (job, period) is done exactly once; the row
 * is written last, in the same transaction as the work.
 */
export const rewardJobRuns = pgTable(
  'reward_job_runs',
  {
    job: text('job').notNull(),
    periodKey: text('period_key').notNull(),
    items: integer('items').notNull(),
    doneAt: timestamptz('done_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.periodKey] })],
);
