import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema';
import { hashOpaqueToken, newOpaqueToken } from '../../core/sessions/opaque-token';
import { lockConversation, notifyChat } from './messages';

/** A guest conversation (after its captcha and rate limit): the token is shown once, its hash kept. */
export async function startGuestChat(db: Db): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(chatConversations).values({ guestTokenHash: hashOpaqueToken(token) });
  return token;
}

/**
 * After login: the guest conversation's messages join the member's conversation (decision 039) and
 * the guest token stops working. Returns false for a token already moved or unknown (a repeat).
 */
export async function adoptGuestChat(
  db: Db,
  memberConversationId: number,
  guestToken: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(eq(chatConversations.guestTokenHash, hashOpaqueToken(guestToken)))
      .for('update');
    if (!guest) return false;
    await lockConversation(tx, memberConversationId);
    // A client id already used in the member's conversation stays behind (never a duplicate).
    const taken = tx
      .select({ id: chatMessages.clientMessageId })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, memberConversationId));
    const moved = await tx
      .update(chatMessages)
      .set({
        conversationId: memberConversationId,
        sender: sql`CASE WHEN ${chatMessages.sender} = 'guest' THEN 'member' ELSE ${chatMessages.sender} END`,
      })
      .where(and(eq(chatMessages.conversationId, guest.id), notInArray(chatMessages.clientMessageId, taken)))
      .returning({ id: chatMessages.id });
    await tx
      .update(chatConversations)
      .set({ guestTokenHash: null, status: 'closed', operator: null, closedAt: sql`now()` })
      .where(eq(chatConversations.id, guest.id));
    if (moved.length > 0)
      await tx
        .update(chatConversations)
        .set({
          status: sql`CASE WHEN ${chatConversations.status} = 'closed' THEN 'open' ELSE ${chatConversations.status} END`,
          lastMessageAt: sql`now()`,
        })
        .where(eq(chatConversations.id, memberConversationId));
    await notifyChat(tx, memberConversationId);
    await notifyChat(tx, guest.id);
    return true;
  });
}
