import { CHAT_TYPING_EVERY_MS, type ChatTyping } from '../../../contract/chat/schemas';
import type { Db } from '../../db/client';
import type { ChatHub } from './hub';
import { notifyTyping } from './messages';

/**
 * Passes "typing" on to the other side's streams on every node, at most once per side and
 * conversation every CHAT_TYPING_EVERY_MS on this node (the clients send no more often anyway).
 * Nothing is stored: a lost signal costs a "typing…" not shown. False when dropped or when there is
 * no conversation yet (a member who never wrote).
 */
export async function typingFrom(
  db: Db,
  hub: ChatHub,
  conversationId: number | null,
  sender: ChatTyping['sender'],
): Promise<boolean> {
  if (conversationId === null) return false;
  const side = sender === 'operator' ? 'o' : 'm';
  if (!hub.typingDue(`${conversationId}:${side}`, Date.now(), CHAT_TYPING_EVERY_MS)) return false;
  await notifyTyping(db, conversationId, sender);
  return true;
}
