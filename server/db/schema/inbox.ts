import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Member inbox (spec section 3): a template id and its parameters; the client renders them in
 * the reader's language. Written in the same transaction as the event it tells of.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** deposit_arrived, deposit_failed, withdrawal_approved, withdrawal_rejected */
    template: text('template').notNull(),
    params: jsonb('params').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('inbox_messages_account_idx')
      .on(t.accountId, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);
