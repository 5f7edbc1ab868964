import type { InboxParams, InboxTemplate } from '../../../contract/inbox/schemas';
import { inboxMessages } from '../../db/schema';
import type { Executor } from '../../db/client';

/**
 * Writes an inbox message. Callers pass their transaction, so the message exists if and only if
 * the event it tells of (a credit, a payout) was committed.
 */
export async function writeMessage(
  db: Executor,
  accountId: number,
  template: InboxTemplate,
  params: InboxParams,
): Promise<void> {
  await db.insert(inboxMessages).values({ accountId, template, params });
}
