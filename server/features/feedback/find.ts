import { and, desc, eq } from 'drizzle-orm';
import type { FeedbackItem, OpsFeedbackItem } from '../../../contract/feedback/schemas';
import type { Db } from '../../db/client';
import { accounts, feedback } from '../../db/schema';
import type { BlobStore, StoredBlob } from '../../core/storage/blob-store';
import { AppError } from '../../core/context/errors';

type Row = typeof feedback.$inferSelect;

export const toItem = (r: Row): FeedbackItem => ({
  id: r.id,
  category: r.category as FeedbackItem['category'],
  content: r.content,
  images: r.imageKeys.length,
  status: r.status as FeedbackItem['status'],
  reply: r.reply,
  repliedAt: r.repliedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** "My feedback": the member's last 50 (or `limit`), newest first, each with its status and the reply. */
export async function findMyFeedback(db: Db, accountId: number, limit = 50): Promise<FeedbackItem[]> {
  const rows = await db
    .select()
    .from(feedback)
    .where(eq(feedback.accountId, accountId))
    .orderBy(desc(feedback.id))
    .limit(limit);
  return rows.map(toItem);
}

/** Operators: open feedback (oldest first, the queue) or all (newest first). */
export async function findOpsFeedback(
  db: Db,
  status: 'open' | 'all',
  limit: number,
): Promise<OpsFeedbackItem[]> {
  const rows = await db
    .select({ row: feedback, account: accounts.account })
    .from(feedback)
    .innerJoin(accounts, eq(accounts.id, feedback.accountId))
    .where(status === 'open' ? eq(feedback.status, 'open') : undefined)
    .orderBy(status === 'open' ? feedback.id : desc(feedback.id))
    .limit(limit);
  return rows.map(({ row, account }) => ({ ...toItem(row), account, repliedBy: row.repliedBy }));
}

/** Image n (1-based) of a feedback: the owner's (accountId given) or any (operator). */
export async function readFeedbackImage(
  db: Db,
  blobs: BlobStore,
  id: number,
  n: number,
  accountId?: number,
): Promise<StoredBlob> {
  const [row] = await db
    .select({ keys: feedback.imageKeys })
    .from(feedback)
    .where(
      accountId === undefined
        ? eq(feedback.id, id)
        : and(eq(feedback.id, id), eq(feedback.accountId, accountId)),
    );
  const key = row?.keys[n - 1];
  const stored = key ? await blobs.get(key) : null;
  if (!stored) throw new AppError('NOT_FOUND', `no image ${n} on feedback ${id}`);
  return stored;
}
