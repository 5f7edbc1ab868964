import {
  bigint,
  bigserial,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * Every login: members (type 0), trial (4) and agents (1, 2, 41, 42). `parentId` is the upline;
 * the agent issue adds a closure table for fast team queries.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_account_uq').on(t.account), index('accounts_parent_idx').on(t.parentId)],
);
