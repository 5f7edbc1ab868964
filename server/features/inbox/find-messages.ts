import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { InboxParams, type InboxMessage, type InboxTemplate } from '../../../contract/inbox/schemas';
import type { Db } from '../../db/client';
import { inboxMessages } from '../../db/schema';
import { AppError } from '../../core/context/errors';

const columns = {
  id: inboxMessages.id,
  template: inboxMessages.template,
  params: inboxMessages.params,
  createdAt: inboxMessages.createdAt,
  readAt: inboxMessages.readAt,
};
type Row = { id: number; template: string; params: unknown; createdAt: Date; readAt: Date | null };
const toMessage = (r: Row): InboxMessage => ({
  id: r.id,
  template: r.template as InboxTemplate,
  params: InboxParams.parse(r.params),
  createdAt: r.createdAt.toISOString(),
  read: r.readAt !== null,
});

/** The member's messages not deleted. */
const shown = (accountId: number) =>
  and(eq(inboxMessages.accountId, accountId), isNull(inboxMessages.deletedAt));

export async function countUnread(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(shown(accountId), isNull(inboxMessages.readAt)));
  return row?.n ?? 0;
}

/** The member's messages, newest first, with the unread count (the header badge). */
export async function findMessages(db: Db, accountId: number, page: number, pageSize: number) {
  const [rows, [total], unread] = await Promise.all([
    db
      .select(columns)
      .from(inboxMessages)
      .where(shown(accountId))
      .orderBy(desc(inboxMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(inboxMessages).where(shown(accountId)),
    countUnread(db, accountId),
  ]);
  return {
    list: rows.map(toMessage),
    totalPages: Math.ceil((total?.n ?? 0) / pageSize),
    unread,
  };
}

/** Reading a message marks it read. */
export async function readMessage(db: Db, accountId: number, id: number): Promise<InboxMessage> {
  const [row] = await db
    .update(inboxMessages)
    .set({ readAt: sql`COALESCE(${inboxMessages.readAt}, now())` })
    .where(and(eq(inboxMessages.id, id), shown(accountId)))
    .returning(columns);
  if (!row) throw new AppError('NOT_FOUND', `no message ${id}`);
  return toMessage(row);
}

export async function markRead(db: Db, accountId: number, ids: readonly number[]): Promise<number> {
  await db
    .update(inboxMessages)
    .set({ readAt: sql`now()` })
    .where(and(shown(accountId), isNull(inboxMessages.readAt), inArray(inboxMessages.id, [...ids])));
  return countUnread(db, accountId);
}

/** Deleted messages stay in the table (deleted_at) but are gone for the member. */
export async function deleteMessage(db: Db, accountId: number, id: number): Promise<void> {
  const gone = await db
    .update(inboxMessages)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(inboxMessages.id, id), shown(accountId)))
    .returning({ id: inboxMessages.id });
  if (gone.length === 0) throw new AppError('NOT_FOUND', `no message ${id}`);
}
