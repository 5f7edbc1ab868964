import { and, eq, sql } from 'drizzle-orm';
import type { OpsFeedbackItem } from '../../../contract/feedback/schemas';
import type { Db } from '../../db/client';
import { accounts, feedback } from '../../db/schema';
import { audit, type Actor } from '../../core/context/audit';
import { AppError } from '../../core/context/errors';
import { writeMessage } from '../../core/members/write-message';
import { toItem } from './find';

/**
 * An operator answers a feedback (audited): the row turns replied and the answer lands in the
 * member's inbox in the same transaction (research 3.10: replies reach the phone). Once only: a
 * second answer is WRONG_STATE, so a double click sends one message.
 */
export async function replyToFeedback(
  db: Db,
  actor: Actor,
  id: number,
  reply: string,
): Promise<OpsFeedbackItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(feedback)
      .set({ status: 'replied', reply, repliedBy: actor, repliedAt: sql`now()` })
      .where(and(eq(feedback.id, id), eq(feedback.status, 'open')))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: feedback.id }).from(feedback).where(eq(feedback.id, id));
      throw exists
        ? new AppError('WRONG_STATE', `feedback ${id} was already answered`)
        : new AppError('NOT_FOUND', `no feedback ${id}`);
    }
    const [member] = await tx
      .select({ account: accounts.account, language: accounts.language })
      .from(accounts)
      .where(eq(accounts.id, row.accountId));
    await writeMessage(tx, row.accountId, 'feedback_replied', {
      reference: String(id),
      text: reply,
    });
    await audit(tx, actor, 'feedback.reply', `feedback:${id}`, { language: member!.language });
    return { ...toItem(row), account: member!.account, repliedBy: actor };
  });
}
