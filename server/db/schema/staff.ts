import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, foreignId, idColumn, timestamptz } from './columns';

/**
 * The operator's staff (decision 102): people who log in to /ops with a password and a TOTP code,
 * each with one role. The TOTP seed is sealed like the members' (core/sessions/sealed.ts).
 */
export const staff = pgTable(
  'staff',
  {
    id: idColumn(),
    login: text('login').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set by an admin's create or reset: the next login must choose a new password. */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    totpSecret: text('totp_secret'),
    /** The seed shown at enrolment, bound once a code from it is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The time step of the last accepted code: a code never works twice. */
    totpLastStep: integer('totp_last_step'),
    role: text('role').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('staff_login_uq').on(t.login),
    check(
      'staff_role_ck',
      sql`${t.role} in ('admin', 'finance', 'risk', 'support', 'marketing', 'trader', 'lottery_clerk')`,
    ),
  ],
);

/**
 * Staff sessions, apart from the members': an opaque token hashed at rest. `stage` totp is the
 * half-open login between the password and the code (minutes); active is a session, which ends
 * at expires_at or after an idle time since last_seen_at.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: idColumn(),
    staffId: foreignId('staff_id', () => staff.id).notNull(),
    tokenHash: text('token_hash').notNull(),
    stage: text('stage').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_uq').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
    check('staff_sessions_stage_ck', sql`${t.stage} in ('totp', 'active')`),
  ],
);
