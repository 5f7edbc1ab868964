import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  OPS_TICKET_EXCERPT,
  type OpsConversation,
  type OpsMemberMoney,
  type OpsMemberTickets,
  type OpsQueue,
} from '../../../contract/chat/schemas';
import type { Db } from '../../db/client';
import { accounts, chatConversations, chatMessages, deposits, withdrawals } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { findMyFeedback } from '../feedback';
import { lockConversation, notifyChat, storeMessage } from './messages';

const QUEUE_SIZE = 100;
/** Deposits, withdrawals and feedback tickets beside a chat: a few of each, the latest. */
const MONEY_ROWS = 5;

/** Live chats (open first, longest waiting first) or the latest closed ones, with their last message. */
export async function findQueue(db: Db, operator: string, status: 'live' | 'closed'): Promise<OpsQueue> {
  const last = db
    .select({ body: chatMessages.body, sender: chatMessages.sender })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, chatConversations.id))
    .orderBy(desc(chatMessages.id))
    .limit(1)
    .as('last');
  const live = status === 'live';
  const rows = await db
    .select({
      id: chatConversations.id,
      account: accounts.account,
      status: chatConversations.status,
      operator: chatConversations.operator,
      lastMessageAt: chatConversations.lastMessageAt,
      lastText: last.body,
      lastSender: last.sender,
    })
    .from(chatConversations)
    .leftJoin(accounts, eq(accounts.id, chatConversations.accountId))
    .leftJoinLateral(last, sql`true`)
    .where(
      and(
        live ? ne(chatConversations.status, 'closed') : eq(chatConversations.status, 'closed'),
        // A conversation without any message is nobody's question yet.
        sql`${last.body} IS NOT NULL`,
      ),
    )
    .orderBy(
      live ? sql`(${chatConversations.status} = 'open') DESC` : sql`true`,
      live ? chatConversations.lastMessageAt : desc(chatConversations.lastMessageAt),
    )
    .limit(QUEUE_SIZE);
  return {
    operator,
    list: rows.map((r): OpsConversation => ({
      id: r.id,
      account: r.account,
      status: r.status as OpsConversation['status'],
      operator: r.operator,
      lastMessageAt: r.lastMessageAt.toISOString(),
      lastText: r.lastText,
      lastSender: r.lastSender as OpsConversation['lastSender'],
    })),
  };
}

/** One operator wins: the update only matches an open chat (two claims, one row changed). */
export async function claimChat(db: Db, operator: string, id: number): Promise<void> {
  const claimed = await db
    .update(chatConversations)
    .set({ status: 'claimed', operator })
    .where(and(eq(chatConversations.id, id), eq(chatConversations.status, 'open')))
    .returning({ id: chatConversations.id });
  if (claimed.length === 0) {
    const [row] = await db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(eq(chatConversations.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'no such conversation');
    throw new AppError('WRONG_STATE', 'the chat is claimed or closed already');
  }
  await notifyChat(db, id);
}

/** An operator answers only a chat they hold. */
export function answerChat(db: Db, operator: string, id: number, input: { requestId: string; text: string }) {
  return storeMessage(db, {
    conversationId: id,
    sender: 'operator',
    operator,
    ...input,
    check: holderCheck(operator),
  });
}

/** Only the operator holding a claimed chat answers it (checked on the locked row). */
export const holderCheck =
  (operator: string) =>
  (row: { status: string; operator: string | null }): void => {
    if (row.status !== 'claimed' || row.operator !== operator)
      throw new AppError('WRONG_STATE', 'claim the chat before answering');
  };

/** Ends the chat (the holder, or anyone while nobody holds it); the member sees a closing line. */
export async function closeChat(db: Db, operator: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockConversation(tx, id);
    if (row.status === 'closed') throw new AppError('WRONG_STATE', 'the chat is closed already');
    if (row.status === 'claimed' && row.operator !== operator)
      throw new AppError('WRONG_STATE', 'another operator holds the chat');
    const [message] = await tx
      .insert(chatMessages)
      .values({
        conversationId: id,
        sender: 'system',
        operator,
        clientMessageId: `close-${randomUUID()}`,
        body: 'closed',
      })
      .returning({ id: chatMessages.id });
    await tx
      .update(chatConversations)
      .set({ status: 'closed', operator: null, closedAt: sql`now()` })
      .where(eq(chatConversations.id, id));
    await notifyChat(tx, id, message!.id);
  });
}

/** The member behind a conversation (null for a guest); NOT_FOUND for an unknown conversation. */
async function accountOf(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ accountId: chatConversations.accountId })
    .from(chatConversations)
    .where(eq(chatConversations.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'no such conversation');
  return row.accountId;
}

/** The member's latest deposits and withdrawals, beside the chat (a guest has none). */
export async function memberMoney(db: Db, id: number): Promise<OpsMemberMoney> {
  const accountId = await accountOf(db, id);
  if (accountId === null) return { deposits: [], withdrawals: [] };
  const pick = {
    id: deposits.id,
    amount: deposits.amount,
    status: deposits.status,
    createdAt: deposits.createdAt,
  };
  const [dep, wd] = await Promise.all([
    db
      .select(pick)
      .from(deposits)
      .where(eq(deposits.accountId, accountId))
      .orderBy(desc(deposits.createdAt))
      .limit(MONEY_ROWS),
    db
      .select({
        id: withdrawals.id,
        amount: withdrawals.amount,
        status: withdrawals.status,
        createdAt: withdrawals.createdAt,
      })
      .from(withdrawals)
      .where(eq(withdrawals.accountId, accountId))
      .orderBy(desc(withdrawals.createdAt))
      .limit(MONEY_ROWS),
  ]);
  const out = (r: { id: number; amount: bigint; status: string; createdAt: Date }) => ({
    id: r.id,
    amount: r.amount.toString(),
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  });
  return { deposits: dep.map(out), withdrawals: wd.map(out) };
}

/** Cut to `max` characters (whole code points), an ellipsis marking the cut. */
function excerpt(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The member's latest feedback tickets, newest first, beside the chat (a guest has none). */
export async function memberTickets(db: Db, id: number): Promise<OpsMemberTickets> {
  const accountId = await accountOf(db, id);
  if (accountId === null) return { list: [] };
  const items = await findMyFeedback(db, accountId, MONEY_ROWS);
  return {
    list: items.map((f) => ({
      id: f.id,
      category: f.category,
      excerpt: excerpt(f.content, OPS_TICKET_EXCERPT),
      status: f.status,
      reply: f.reply === null ? null : excerpt(f.reply, OPS_TICKET_EXCERPT),
      createdAt: f.createdAt,
    })),
  };
}
