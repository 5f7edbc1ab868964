import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ChatMessage, ChatPage, ChatSender, ChatTyping } from '../../../contract/chat/schemas';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { notifyChatChannel } from './chat.sql';
import type { ChatParty } from './party';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = typeof chatMessages.$inferSelect;
export const PAGE_SIZE = 200;

export const toMessage = (r: Row): ChatMessage => ({
  id: r.id,
  sender: r.sender as ChatSender,
  text: r.body,
  requestId: r.clientMessageId,
  image: r.imageKey !== null,
  createdAt: r.createdAt.toISOString(),
});

/** Heard at commit by every node's listener (decision 039): ids only, the streams read the rows. */
export async function notifyChat(db: Db | Tx, conversationId: number, messageId?: number): Promise<void> {
  const payload = JSON.stringify({ c: conversationId, m: messageId ?? null });
  await notifyChatChannel(db, payload);
}

/** A typing signal to every node's streams of the conversation (never stored). */
export async function notifyTyping(
  db: Db,
  conversationId: number,
  sender: ChatTyping['sender'],
): Promise<void> {
  const payload = JSON.stringify({ c: conversationId, t: sender });
  await notifyChatChannel(db, payload);
}

/** The conversation, if the member ever wrote (reading the badge makes no row). */
export async function findConversation(db: Db, party: ChatParty): Promise<number | null> {
  if (party.kind === 'guest') return party.conversationId;
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.accountId, party.accountId));
  return row?.id ?? null;
}

/** The member's one conversation, made on first use (a concurrent first use finds the same row). */
export async function conversationOf(db: Db, party: ChatParty): Promise<number> {
  if (party.kind === 'guest') return party.conversationId;
  await db.insert(chatConversations).values({ accountId: party.accountId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.accountId, party.accountId));
  return row!.id;
}

/** The conversation's row, locked: inserts of one conversation commit in id order (decision 039). */
export async function lockConversation(tx: Tx, id: number) {
  const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'no such conversation');
  return row;
}

/**
 * Stores one message at most once per (conversation, requestId): a repeat returns the first.
 * `check` runs on the locked row (an operator must hold the chat). A member's or guest's message
 * reopens a closed conversation.
 */
export async function storeMessage(...args: Parameters<typeof storeMessageRow>): Promise<ChatMessage> {
  return toMessage(await storeMessageRow(...args));
}

/** The message a send with this requestId already stored in the conversation: a repeat keeps it. */
export async function findSent(
  db: Db | Tx,
  conversationId: number,
  requestId: string,
): Promise<Row | undefined> {
  const [seen] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.clientMessageId, requestId)));
  return seen;
}

/** storeMessage's row: a caller that stored an image sees whether its key or a repeat's won. */
export async function storeMessageRow(
  db: Db,
  input: {
    conversationId: number;
    sender: ChatSender;
    operator?: string;
    requestId: string;
    text: string;
    imageKey?: string;
    check?: (row: typeof chatConversations.$inferSelect) => void;
  },
): Promise<Row> {
  return db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, input.conversationId);
    const seen = await findSent(tx, input.conversationId, input.requestId);
    if (seen) return seen;
    input.check?.(conversation);
    const [row] = await tx
      .insert(chatMessages)
      .values({
        conversationId: input.conversationId,
        sender: input.sender,
        operator: input.operator ?? null,
        clientMessageId: input.requestId,
        body: input.text,
        imageKey: input.imageKey ?? null,
      })
      .returning();
    const fromVisitor = input.sender === 'member' || input.sender === 'guest';
    await tx
      .update(chatConversations)
      .set({
        lastMessageAt: sql`now()`,
        ...(fromVisitor && conversation.status === 'closed'
          ? { status: 'open', operator: null, closedAt: null }
          : {}),
      })
      .where(eq(chatConversations.id, input.conversationId));
    await notifyChat(tx, input.conversationId, row!.id);
    return row!;
  });
}

/** Messages past `after`, oldest first, one page. */
export async function messagesAfter(db: Db, conversationId: number, after: number): Promise<ChatPage> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(PAGE_SIZE + 1);
  return { list: rows.slice(0, PAGE_SIZE).map(toMessage), more: rows.length > PAGE_SIZE };
}

/** Operator and system messages the member has not read yet. */
export async function unreadOf(db: Db, conversationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        inArray(chatMessages.sender, ['operator', 'system']),
        gt(chatMessages.id, chatConversations.readUpTo),
      ),
    );
  return row?.n ?? 0;
}

/** Moves the read mark forward (never back, never past the last message). */
export async function markRead(db: Db, conversationId: number, upTo: number): Promise<void> {
  const last = sql`(SELECT COALESCE(MAX(${chatMessages.id}), 0) FROM ${chatMessages} WHERE ${chatMessages.conversationId} = ${conversationId})`;
  await db
    .update(chatConversations)
    .set({ readUpTo: sql`GREATEST(${chatConversations.readUpTo}, LEAST(${upTo}::bigint, ${last}))` })
    .where(eq(chatConversations.id, conversationId));
}
