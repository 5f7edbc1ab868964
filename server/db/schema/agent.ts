import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, foreignCode, foreignId, idColumn, int64, timestamptz } from './columns';
import { accountRef, ledgerTransactionRef } from './refs';
import { invitationCodes } from './accounts';

/**
 * The upline/downline tree as a closure table: one row per (ancestor, descendant) pair, the
 * account itself included at depth 0. Rows are written by the `account_tree_on_insert` trigger
 * (server/db/functions/account_tree_on_insert.sql) in the same transaction as the account
 * (decision 019), so an agent's whole team is one indexed range read, never a recursive scan.
 */
export const accountTree = pgTable(
  'account_tree',
  {
    ancestorId: accountRef('ancestor_id').notNull(),
    descendantId: accountRef('descendant_id').notNull(),
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
    id: idColumn(),
    /** dividend, daily_salary, hourly_salary, realtime_salary */
    kind: text('kind').notNull(),
    uplineId: accountRef('upline_id'),
    downlineId: accountRef('downline_id').notNull(),
    /** offered, active, declined, ended */
    status: text('status').notNull().default('offered'),
    /** dividend share, daily or hourly salary rate; 0 for real-time (it has two rates). */
    rateBp: integer('rate_bp').notNull().default(0),
    profitRateBp: integer('profit_rate_bp').notNull().default(0),
    lossRateBp: integer('loss_rate_bp').notNull().default(0),
    /** Dividend: daily, weekly, semimonthly, monthly; salaries: their own (daily, hourly, realtime). */
    period: text('period').notNull(),
    /** Period valid bet (dividend), daily or hourly bet amount, or single bet (real-time). */
    minValidBet: int64('min_valid_bet')
      .notNull()
      .default(sql`0`),
    /** Dividend: the team's loss (house win) the period must reach. */
    minLoss: int64('min_loss')
      .notNull()
      .default(sql`0`),
    /** Dividend: members with a settled bet in the period. */
    minActiveMembers: integer('min_active_members').notNull().default(0),
    offeredAt: timestamptz('offered_at').notNull().defaultNow(),
    respondedAt: timestamptz('responded_at'),
    acceptedAt: timestamptz('accepted_at'),
    /** A termination request waiting for the downline's answer (request type "termination"). */
    terminationRequestedAt: timestamptz('termination_requested_at'),
    endedAt: timestamptz('ended_at'),
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
  code: foreignCode('code', () => invitationCodes.code).primaryKey(),
  agentId: accountRef('agent_id').notNull(),
  downlineType: smallint('downline_type').notNull(),
  /** ContractTerms[] (contract/agent/schemas.ts) offered to each registration; [] for none. */
  contracts: jsonb('contracts')
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: createdAtColumn(),
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
    periodStart: timestamptz('period_start').notNull(),
    periodEnd: timestamptz('period_end').notNull(),
    payouts: integer('payouts').notNull(),
    total: int64('total').notNull(),
    finishedAt: timestamptz('finished_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.periodStart] })],
);

/** A salary or dividend paid to an agent: the record the agent sees, unique per (agent, job, period). */
export const agentPayouts = pgTable(
  'agent_payouts',
  {
    id: idColumn(),
    accountId: accountRef('account_id').notNull(),
    contractId: foreignId('contract_id', () => agentContracts.id).notNull(),
    job: text('job').notNull(),
    periodStart: timestamptz('period_start').notNull(),
    periodEnd: timestamptz('period_end').notNull(),
    /** The figure the contract rates applied to: valid bet, or the team's loss for dividends. */
    base: int64('base').notNull(),
    amount: int64('amount').notNull(),
    ledgerTransactionId: ledgerTransactionRef('ledger_transaction_id').notNull(),
    createdAt: createdAtColumn(),
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
    accountId: accountRef('account_id').primaryKey(),
    code: foreignCode('code', () => invitationCodes.code).notNull(),
    createdAt: createdAtColumn(),
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
    agentId: accountRef('agent_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    validBet: int64('valid_bet').notNull(),
    profitLoss: int64('profit_loss').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day] })],
);

/** The days (site zone, days since 1970-01-01) each account had a settled bet: active-member counts. */
export const agentMemberDays = pgTable('agent_member_days', {
  accountId: accountRef('account_id').primaryKey(),
  days: integer('days').array().notNull(),
});

/** How far the rollup has read settled bets (by settled_at); one row. */
export const agentRollupState = pgTable('agent_rollup_state', {
  name: text('name').primaryKey(),
  upto: timestamptz('upto').notNull(),
});
