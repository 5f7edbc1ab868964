import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, foreignId, foreignSerial, int64, timestamptz } from './columns';
import { accountRef } from './refs';
import { rewardGrants } from './rewards';

/**
 * Missions (decision 054): a typed condition (contract/missions/schemas.ts MissionCondition, parsed on
 * read), a period and a reward. The condition never changes: a different goal is a new mission.
 * Only events at or after `starts_at` count toward it.
 */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** daily, weekly, once */
    period: text('period').notNull(),
    condition: jsonb('condition').notNull(),
    titleVi: text('title_vi').notNull(),
    titleEn: text('title_en').notNull(),
    missionPoints: integer('mission_points').notNull(),
    /** Cash paid as a grant of the missions campaign (minor units); null: none. */
    cashAmount: int64('cash_amount'),
    /** Mall points (PTS) posted on claim; null: none. */
    mallPoints: int64('mall_points'),
    /** live, paused (not shown, not counted, not claimable) */
    status: text('status').notNull().default('live'),
    sort: integer('sort').notNull().default(100),
    startsAt: timestamptz('starts_at').notNull().defaultNow(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('missions_period_valid', sql`${t.period} IN ('daily', 'weekly', 'once')`),
    check('missions_status_valid', sql`${t.status} IN ('live', 'paused')`),
    check(
      'missions_rewards',
      sql`${t.missionPoints} >= 0 AND coalesce(${t.cashAmount}, 1) > 0 AND coalesce(${t.mallPoints}, 1) > 0`,
    ),
  ],
);

/**
 * A member's progress on a mission in one period (the site day, the ISO week or 'once'): summed by
 * the reward ticker's mission pass, completed once it reaches the target, claimed once.
 */
export const missionProgress = pgTable(
  'mission_progress',
  {
    accountId: accountRef('account_id').notNull(),
    missionId: foreignSerial('mission_id', () => missions.id).notNull(),
    periodKey: text('period_key').notNull(),
    progress: int64('progress').notNull(),
    target: int64('target').notNull(),
    completedAt: timestamptz('completed_at'),
    claimedAt: timestamptz('claimed_at'),
    requestId: text('request_id'),
    grantId: foreignId('grant_id', () => rewardGrants.id),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.missionId, t.periodKey] }),
    index('mission_progress_account_idx').on(t.accountId, t.periodKey),
    check('mission_progress_amounts', sql`${t.progress} >= 0 AND ${t.target} > 0`),
    check('mission_progress_claimed', sql`${t.claimedAt} IS NULL OR ${t.completedAt} IS NOT NULL`),
  ],
);

/**
 * What a counting condition has already counted in a period: a game (vendor/code) for
 * distinct_games, a site day for login_days. A mark is new once (primary key), so a game or a day
 * adds 1 once however many bets or logins repeat it.
 */
export const missionMarks = pgTable(
  'mission_marks',
  {
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    missionId: integer('mission_id').notNull(),
    periodKey: text('period_key').notNull(),
    mark: text('mark').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.missionId, t.periodKey, t.mark] })],
);

/**
 * Events already counted for missions: one row per settled bet, credited deposit or login
 * (kind bet, deposit, login; ref_id its row id), written in the transaction that adds its
 * progress, so each counts once however many passes run on however many nodes.
 */
export const missionEvents = pgTable(
  'mission_events',
  {
    kind: text('kind').notNull(),
    refId: bigint('ref_id', { mode: 'number' }).notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId] }),
    check('mission_events_kind_valid', sql`${t.kind} IN ('bet', 'deposit', 'login')`),
  ],
);

/**
 * The mission leaderboard (decision 055): a member's mission points of an ISO week and when that
 * score was reached (ties: earlier first). Prizes are paid when the week closes.
 */
export const missionScores = pgTable(
  'mission_scores',
  {
    periodKey: text('period_key').notNull(),
    accountId: accountRef('account_id').notNull(),
    score: int64('score').notNull(),
    reachedAt: timestamptz('reached_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.periodKey, t.accountId] }),
    index('mission_scores_rank_idx').on(t.periodKey, t.score.desc(), t.reachedAt),
    check('mission_scores_positive', sql`${t.score} > 0`),
  ],
);
