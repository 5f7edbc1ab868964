import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, foreignId, timestamptz } from './columns';
import { accountRef } from './refs';
import { rewardGrants } from './rewards';

/**
 * A member's own referral code (decision 059): made the first time the member opens the referral
 * tab. `device_id` is the install the member last opened the tab from (compared with referees').
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    accountId: accountRef('account_id').primaryKey(),
    code: text('code').notNull(),
    deviceId: text('device_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('referral_codes_code_uq').on(t.code)],
);

/**
 * One row per referred member, written in the registration's transaction. The reward ticker's
 * pass moves it from pending to qualified (grant paid to the referrer) or refused (reason: what
 * the two accounts share), once: the row lock and the status predicate.
 */
export const referrals = pgTable(
  'referrals',
  {
    refereeId: accountRef('referee_id').primaryKey(),
    referrerId: accountRef('referrer_id').notNull(),
    /** The referee's network (/24, /48) and install at sign-up. */
    ip24: text('ip24'),
    deviceId: text('device_id'),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    grantId: foreignId('grant_id', () => rewardGrants.id),
    /** The last pass that looked at a pending row: the pass takes the least recently looked at first. */
    checkedAt: timestamptz('checked_at'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    index('referrals_pending_idx')
      .on(t.checkedAt)
      .where(sql`${t.status} = 'pending'`),
    check('referrals_status_valid', sql`${t.status} IN ('pending', 'qualified', 'refused')`),
    check('referrals_not_self', sql`${t.refereeId} <> ${t.referrerId}`),
    check('referrals_qualified_paid', sql`(${t.status} = 'qualified') = (${t.grantId} IS NOT NULL)`),
  ],
);

/**
 * A member's Zalo contact (decision 060): one per account, one account per number. `refused` is
 * the rule that kept the Zalo reward from paying (null when paid or the campaign was closed).
 * `verified_at` is when the member proved the number with an SMS code (decision 089): null for a
 * number only typed on the registration form, which pays nothing and yields to whoever verifies
 * it. `device_id` and `ip24` are where it was verified: the reward, paid after the first deposit
 * by the reward ticker, is checked against the campaign's limits from there.
 */
export const zaloBindings = pgTable(
  'zalo_bindings',
  {
    accountId: accountRef('account_id').primaryKey(),
    zalo: text('zalo').notNull(),
    grantId: foreignId('grant_id', () => rewardGrants.id),
    refused: text('refused'),
    verifiedAt: timestamptz('verified_at'),
    deviceId: text('device_id'),
    ip24: text('ip24'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('zalo_bindings_zalo_uq').on(t.zalo),
    // The reward ticker's pass: verified bindings not yet paid nor refused.
    index('zalo_bindings_due_idx')
      .on(t.verifiedAt)
      .where(sql`${t.verifiedAt} IS NOT NULL AND ${t.grantId} IS NULL AND ${t.refused} IS NULL`),
  ],
);
