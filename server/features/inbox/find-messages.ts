import { sql } from 'drizzle-orm';
import { InboxParams, type InboxMessage, type InboxTemplate } from '../../../contract/inbox';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';

type Row = { id: string; template: string; params: unknown; created_at: string | Date; read_at: unknown };
const toMessage = (r: Row): InboxMessage => ({
  id: Number(r.id),
  template: r.template as InboxTemplate,
  params: InboxParams.parse(r.params),
  createdAt: new Date(r.created_at).toISOString(),
  read: r.read_at !== null,
});

export async function countUnread(db: Db, accountId: number): Promise<number> {
  const r = await db.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM inbox_messages
    WHERE account_id = ${accountId} AND deleted_at IS NULL AND read_at IS NULL`);
  return Number(r.rows[0]?.n ?? 0);
}

/** The member's messages, newest first, with the unread count (the header badge). */
export async function findMessages(db: Db, accountId: number, page: number, pageSize: number) {
  const [rows, total, unread] = await Promise.all([
    db.execute<Row>(sql`
      SELECT id, template, params, created_at, read_at FROM inbox_messages
      WHERE account_id = ${accountId} AND deleted_at IS NULL
      ORDER BY id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    db.execute<{ n: string }>(sql`
      SELECT count(*) AS n FROM inbox_messages WHERE account_id = ${accountId} AND deleted_at IS NULL`),
    countUnread(db, accountId),
  ]);
  return {
    list: rows.rows.map(toMessage),
    totalPages: Math.ceil(Number(total.rows[0]?.n ?? 0) / pageSize),
    unread,
  };
}

/** Reading a message marks it read. */
export async function readMessage(db: Db, accountId: number, id: number): Promise<InboxMessage> {
  const r = await db.execute<Row>(sql`
    UPDATE inbox_messages SET read_at = COALESCE(read_at, now())
    WHERE id = ${id} AND account_id = ${accountId} AND deleted_at IS NULL
    RETURNING id, template, params, created_at, read_at`);
  const row = r.rows[0];
  if (!row) throw new AppError('NOT_FOUND', `no message ${id}`);
  return toMessage(row);
}

export async function markRead(db: Db, accountId: number, ids: readonly number[]): Promise<number> {
  await db.execute(sql`
    UPDATE inbox_messages SET read_at = now()
    WHERE account_id = ${accountId} AND read_at IS NULL AND deleted_at IS NULL
      AND id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`);
  return countUnread(db, accountId);
}

/** Deleted messages stay in the table (deleted_at) but are gone for the member. */
export async function deleteMessage(db: Db, accountId: number, id: number): Promise<void> {
  const r = await db.execute(sql`
    UPDATE inbox_messages SET deleted_at = now()
    WHERE id = ${id} AND account_id = ${accountId} AND deleted_at IS NULL RETURNING id`);
  if (r.rows.length === 0) throw new AppError('NOT_FOUND', `no message ${id}`);
}
