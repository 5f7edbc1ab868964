import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { ledgerAccounts, ledgerTransactions } from './ledger';
import { bets } from './wallet';

/**
 * A promotion campaign (decision 033). Its terms live in immutable versions; `current_version`
 * is the one members are offered. The budget is a ledger account (kind campaign_budget) that
 * every grant debits with the ledger's conditional debit.
 */
export const rewardCampaigns = pgTable(
  'reward_campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A stable name (seed and CLI find a campaign by it), e.g. welcome-bonus. */
    code: text('code').notNull(),
    /** draft, live, paused, ended */
    status: text('status').notNull().default('draft'),
    currentVersion: integer('current_version').notNull().default(1),
    budgetAccountId: bigint('budget_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Sorting on the promotions page: smaller first. */
    position: integer('position').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_campaigns_code_uq').on(t.code),
    check('reward_campaigns_status_valid', sql`${t.status} IN ('draft', 'live', 'paused', 'ended')`),
  ],
);

/** One version of a campaign's terms (contract CampaignTerms). A trigger refuses UPDATE and DELETE. */
export const rewardCampaignVersions = pgTable(
  'reward_campaign_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => rewardCampaigns.id),
    version: integer('version').notNull(),
    terms: jsonb('terms').notNull(),
    termsSha256: text('terms_sha256').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    campaignId: bigint('campaign_id', { mode: 'number' }).references(() => rewardCampaigns.id),
    campaignVersionId: bigint('campaign_version_id', { mode: 'number' }).references(
      () => rewardCampaignVersions.id,
    ),
    /** promotion, application, manual, rebate, vip, ... */
    source: text('source').notNull(),
    /** What within the source: c<campaign> (once per member), a<application>, m<requestId>, a period key. */
    sourceRef: text('source_ref').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** held, active, completed, expired, rejected, forfeited (the member gave it up) */
    status: text('status').notNull(),
    turnoverRequired: bigint('turnover_required', { mode: 'bigint' }).notNull(),
    turnoverProgress: bigint('turnover_progress', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** From the terms: bets above it do not count (null: no limit). */
    maxBet: bigint('max_bet', { mode: 'bigint' }),
    /** Bets placed before this do not count toward this grant. */
    countsFrom: timestamp('counts_from', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reason: text('reason'),
    /** The member's claim requestId: the same request gets the original answer. */
    requestId: text('request_id'),
    /** The member's give-up requestId (decision 069): a retry gets the original answer. */
    forfeitRequestId: text('forfeit_request_id'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    /** Anti-abuse facts at claim time (decision 035). */
    ip24: text('ip24'),
    deviceId: text('device_id'),
    payeeKey: text('payee_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
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
    betId: bigint('bet_id', { mode: 'number' })
      .primaryKey()
      .references(() => bets.id),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    validAmount: bigint('valid_amount', { mode: 'bigint' }).notNull(),
    counted: bigint('counted', { mode: 'bigint' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reward_turnover_bets_account_idx').on(t.accountId)],
);

/** An application (claim mode apply): a comment and up to 3 images for the operator to review. */
export const rewardApplications = pgTable(
  'reward_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => rewardCampaigns.id),
    campaignVersionId: bigint('campaign_version_id', { mode: 'number' })
      .notNull()
      .references(() => rewardCampaignVersions.id),
    comment: text('comment').notNull(),
    /** pending, approved, rejected */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    requestId: text('request_id').notNull(),
    grantId: bigint('grant_id', { mode: 'number' }).references(() => rewardGrants.id),
    ip24: text('ip24'),
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    applicationId: bigint('application_id', { mode: 'number' }).references(() => rewardApplications.id),
    file: text('file').notNull(),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.periodKey] })],
);
