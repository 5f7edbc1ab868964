import {
  bigint,
  boolean,
  integer,
  primaryKey,
  uuid,
  index,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, foreignId, idColumn, timestamptz } from './columns';
import { sql } from 'drizzle-orm';

/**
 * Every login: members (type 0), trial (4) and agents (1, 2, 41, 42). `parentId` is the upline;
 * the agent issue adds a closure table for fast team queries.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: idColumn(),
    /** The login name, stored lower-case so lookups are case-insensitive. */
    account: text('account').notNull(),
    nickname: text('nickname').notNull(),
    type: smallint('type').notNull(),
    /** scrypt hash in PHC-like form; null for trial accounts. */
    passwordHash: text('password_hash'),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => accounts.id),
    status: text('status').notNull().default('active'),
    email: text('email'),
    mobileNum: text('mobile_num'),
    countryDialingCode: text('country_dialing_code'),
    vipLevel: smallint('vip_level').notNull().default(0),
    /** The lobby language the member last chose (vi or en): what the server writes to them in. */
    language: text('language').notNull().default('vi'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('accounts_account_uq').on(t.account),
    index('accounts_parent_idx').on(t.parentId),
    // One account per e-mail and per mobile number: a reset link, a second-step code or a login by
    // number must reach one account. The code checks first for a friendly error; these settle a race.
    uniqueIndex('accounts_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('accounts_mobile_uq')
      .on(t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} is not null`),
  ],
);

/** Security fields of an account, kept apart from the profile so profile reads never load them. */
export const accountSecurity = pgTable('account_security', {
  accountId: foreignId('account_id', () => accounts.id).primaryKey(),
  paymentPasswordHash: text('payment_password_hash'),
  /** Base32 TOTP secret once bound; null otherwise. */
  totpSecret: text('totp_secret'),
  /** A secret shown at TOTP begin and waiting for its first code; becomes totp_secret on confirm. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** sms, email, totp or payee: how a login from a new IP is confirmed. */
  secondStepMethod: text('second_step_method').notNull().default('email'),
  payeeName: text('payee_name'),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  passwordChangedAt: timestamptz('password_changed_at').notNull().defaultNow(),
  firstLoginAt: timestamptz('first_login_at'),
});

/** Session tokens: only the SHA-256 of the 256-bit token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    accountId: foreignId('account_id', () => accounts.id).notNull(),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /**
     * The login answered mustChangePassword: until the password is changed this session reaches
     * only the calls of decision 103 (acceptSession refuses the rest, PASSWORD_CHANGE_REQUIRED).
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_account_idx').on(t.accountId),
  ],
);

/** Addresses an account has completed a login from; a new one asks for the second step. */
export const knownLoginIps = pgTable(
  'known_login_ips',
  {
    accountId: foreignId('account_id', () => accounts.id).notNull(),
    ip: text('ip').notNull(),
    firstSeenAt: timestamptz('first_seen_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.ip] })],
);

export const loginHistory = pgTable(
  'login_history',
  {
    id: idColumn(),
    accountId: foreignId('account_id', () => accounts.id).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    method: text('method').notNull(),
    success: boolean('success').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('login_history_account_idx').on(t.accountId, t.at)],
);

/** Single-use captchas: the answer is stored hashed, bound to its id. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/**
 * One-time codes (SMS, e-mail, second step): stored hashed, expiring, single use, with a bounded
 * number of wrong attempts. `purpose` + `target` say what the code is for and where it went.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: idColumn(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.purpose, t.target, t.createdAt)],
);

/** A login waiting for its second step. The id is the challenge token the client holds. */
export const loginChallenges = pgTable('login_challenges', {
  id: text('id').primaryKey(),
  accountId: foreignId('account_id', () => accounts.id).notNull(),
  method: text('method').notNull(),
  ip: text('ip').notNull(),
  area: text('area').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamptz('expires_at').notNull(),
  completedAt: timestamptz('completed_at'),
  createdAt: createdAtColumn(),
});

/** E-mailed password-reset links: the SHA-256 of the link token, single use, expiring. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: foreignId('account_id', () => accounts.id).notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: createdAtColumn(),
});

/** Invitation/affiliate codes an agent hands out; registrations with one land in its downline. */
export const invitationCodes = pgTable('invitation_codes', {
  code: text('code').primaryKey(),
  agentId: foreignId('agent_id', () => accounts.id).notNull(),
  createdAt: createdAtColumn(),
});

/** rate-limiter-flexible's PostgreSQL store, shared by every app node. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
