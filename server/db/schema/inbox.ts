import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from './columns';
import { accountRef } from './refs';

/**
 * Member inbox (spec section 3): a template id and its parameters; the client renders them in
 * the reader's language. Written in the same transaction as the event it tells of.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: idColumn(),
    accountId: accountRef('account_id').notNull(),
    /** deposit_arrived, deposit_failed, withdrawal_approved, withdrawal_rejected */
    template: text('template').notNull(),
    params: jsonb('params').notNull(),
    createdAt: createdAtColumn(),
    readAt: timestamptz('read_at'),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    index('inbox_messages_account_idx')
      .on(t.accountId, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);
