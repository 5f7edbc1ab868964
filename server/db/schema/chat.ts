import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, foreignId, idColumn, timestamptz } from './columns';
import { accountRef } from './refs';

/**
 * Live chat (spec section 1, decision 039): one conversation per member (or guest), holding its whole
 * history; an operator's close ends a session of it and the next message reopens it. A guest is known by the hash of the token it was given after the
 * captcha; logging in moves its conversation to the account (decision 039).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: idColumn(),
    accountId: accountRef('account_id'),
    /** SHA-256 of the guest token; null once the conversation belongs to an account. */
    guestTokenHash: text('guest_token_hash'),
    /** open (in the queue), claimed (an operator answers), closed. */
    status: text('status').notNull().default('open'),
    /** The operator (key name) who claimed it. */
    operator: text('operator'),
    createdAt: createdAtColumn(),
    lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
    closedAt: timestamptz('closed_at'),
    /** The last message id the member (or guest) has seen: the unread badge counts past it. */
    readUpTo: bigint('read_up_to', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // One conversation per account (its whole history); a message after closing reopens it.
    uniqueIndex('chat_conversations_account').on(t.accountId),
    uniqueIndex('chat_conversations_guest').on(t.guestTokenHash),
    index('chat_conversations_queue_idx')
      .on(t.status, t.lastMessageAt)
      .where(sql`${t.status} <> 'closed'`),
  ],
);

/**
 * Messages; the id is the SSE event id. Inserts of one conversation are serialised by a lock on
 * its row, so within a conversation ids commit in order and "everything after id N" misses nothing.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    conversationId: foreignId('conversation_id', () => chatConversations.id).notNull(),
    /** member, guest, operator, system */
    sender: text('sender').notNull(),
    operator: text('operator'),
    /** The sender's idempotency key: a send repeated over a weak network is stored once. */
    clientMessageId: text('client_message_id').notNull(),
    body: text('body').notNull(),
    /** An attached png/jpg in the shared upload store (decision 037), key `chat/...`. */
    imageKey: text('image_key'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('chat_messages_client_id').on(t.conversationId, t.clientMessageId),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
  ],
);
