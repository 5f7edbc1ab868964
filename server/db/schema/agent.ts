import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, invitationCodes } from './accounts';
import { ledgerTransactions } from './ledger';

/**
 * The upline/downline tree as a closure table: one row per (ancestor, descendant) pair, the
 * account itself included at depth 0. Rows are written by the `account_tree_on_insert` trigger
 * in the same transaction as the account (decision 019), so an agent's whole team is one
 * indexed range read, never a recursive scan.
 */
export const accountTree = pgTable(
  'account_tree',
  {
    ancestorId: bigint('ancestor_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    descendantId: bigint('descendant_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('account_tree_descendant_idx').on(t.descendantId, t.depth),
  ],
);

/**
 * Agent contracts (spec sections 3 and 4): the upline offers, the downline accepts, declines or
 * ends. `uplineId` null is a contract granted by the house to a top agent (the seed's agent1).
 * Rates are basis points (1/100 of a percent). The row keeps its history (accepted_at,
 * ended_at), so a settlement caught up later still knows which contract covered a period.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** dividend, daily_salary, hourly_salary, realtime_salary */
    kind: text('kind').notNull(),
    uplineId: bigint('upline_id', { mode: 'number' }).references(() => accounts.id),
    downlineId: bigint('downline_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** offered, active, declined, ended */
    status: text('status').notNull().default('offered'),
    /** dividend share, daily or hourly salary rate; 0 for real-time (it has two rates). */
    rateBp: integer('rate_bp').notNull().default(0),
    profitRateBp: integer('profit_rate_bp').notNull().default(0),
    lossRateBp: integer('loss_rate_bp').notNull().default(0),
    /** Dividend: daily, weekly, semimonthly, monthly; salaries: their own (daily, hourly, realtime). */
    period: text('period').notNull(),
    /** Period valid bet (dividend), daily or hourly bet amount, or single bet (real-time). */
    minValidBet: bigint('min_valid_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Dividend: the team's loss (house win) the period must reach. */
    minLoss: bigint('min_loss', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Dividend: members with a settled bet in the period. */
    minActiveMembers: integer('min_active_members').notNull().default(0),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** A termination request waiting for the downline's answer (request type "termination"). */
    terminationRequestedAt: timestamp('termination_requested_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** by_downline, termination_accepted, replaced, upline_rate_lowered */
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('agent_contracts_active_uq')
      .on(t.downlineId, t.kind)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('agent_contracts_offered_uq')
      .on(t.downlineId, t.kind)
      .where(sql`${t.status} = 'offered'`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.status),
    check(
      'agent_contracts_rates_valid',
      sql`${t.rateBp} BETWEEN 0 AND 10000 AND ${t.profitRateBp} BETWEEN 0 AND 10000 AND ${t.lossRateBp} BETWEEN 0 AND 10000`,
    ),
  ],
);

/**
 * What an invitation code made in the register centre gives the accounts registered with it:
 * the account type (member or agent) and the contract terms offered to them on registration.
 */
export const agentInvitations = pgTable('agent_invitations', {
  code: text('code')
    .primaryKey()
    .references(() => invitationCodes.code),
  agentId: bigint('agent_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id),
  downlineType: smallint('downline_type').notNull(),
  /** ContractTerms[] (contract/agent.ts) offered to each registration; [] for none. */
  contracts: jsonb('contracts')
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per settled (job, period): written in the same transaction as the period's payouts,
 * so a period is either wholly paid and marked, or neither (decision 020).
 */
export const agentSettlementRuns = pgTable(
  'agent_settlement_runs',
  {
    /** realtime_salary, hourly_salary, daily_salary, dividend_daily, dividend_weekly, ... */
    job: text('job').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    payouts: integer('payouts').notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.periodStart] })],
);

/** A salary or dividend paid to an agent: the record the agent sees, unique per (agent, job, period). */
export const agentPayouts = pgTable(
  'agent_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    job: text('job').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** The figure the contract rates applied to: valid bet, or the team's loss for dividends. */
    base: bigint('base', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_payouts_period_uq').on(t.accountId, t.job, t.periodStart),
    index('agent_payouts_account_idx').on(t.accountId, t.createdAt),
    check('agent_payouts_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Which invitation code each registration used (the register centre counts them). */
export const agentInvitationUses = pgTable(
  'agent_invitation_uses',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .primaryKey()
      .references(() => accounts.id),
    code: text('code')
      .notNull()
      .references(() => invitationCodes.code),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_invitation_uses_code_idx').on(t.code)],
);

/**
 * Team turnover per agent and day (site zone, by the day bets were placed), rolled up from settled
 * bets by the scheduler (server/jobs/rollup-team-days.ts) so reports over 100,000-member teams
 * read a few rows instead of every bet (decision 019). Bets settled after the watermark in
 * `agent_rollup_state` are read live and added by the reports.
 */
export const agentDayStats = pgTable(
  'agent_day_stats',
  {
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    day: date('day', { mode: 'string' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    profitLoss: bigint('profit_loss', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day] })],
);

/** The days (site zone, days since 1970-01-01) each account had a settled bet: active-member counts. */
export const agentMemberDays = pgTable('agent_member_days', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id),
  days: integer('days').array().notNull(),
});

/** How far the rollup has read settled bets (by settled_at); one row. */
export const agentRollupState = pgTable('agent_rollup_state', {
  name: text('name').primaryKey(),
  upto: timestamp('upto', { withTimezone: true }).notNull(),
});
