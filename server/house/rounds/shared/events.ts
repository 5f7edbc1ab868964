import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { houseTableEvents } from '../../../db/schema';
import { lockTableEvents } from './tables.sql';

/** What a table's watchers hear, in order (decision 100). */
export type TableEventKind = 'opened' | 'closed' | 'result' | 'settled' | 'void';

/**
 * Written in the transaction of the step it reports, so an event exists exactly when its step
 * does; one table's events commit in id order (lockTableEvents), which the stream's resume needs.
 */
export async function writeTableEvent(
  tx: Executor,
  gameId: number,
  roundId: number,
  kind: TableEventKind,
  data: Record<string, unknown>,
): Promise<void> {
  await lockTableEvents(tx, gameId);
  await tx.insert(houseTableEvents).values({ gameId, roundId, kind, data: { roundId, ...data } });
}

/** A table's events after `afterId`, oldest first, a page at a time. */
export function tableEventsAfter(db: Executor, gameId: number, afterId: number, limit = 100) {
  return db
    .select({ id: houseTableEvents.id, kind: houseTableEvents.kind, data: houseTableEvents.data })
    .from(houseTableEvents)
    .where(and(eq(houseTableEvents.gameId, gameId), gt(houseTableEvents.id, afterId)))
    .orderBy(asc(houseTableEvents.id))
    .limit(limit);
}

/** Where a stream with no resume point starts: just before the round's first event. */
export async function tableStreamStart(db: Executor, roundId: number): Promise<number> {
  const [first] = await db
    .select({ id: houseTableEvents.id })
    .from(houseTableEvents)
    .where(eq(houseTableEvents.roundId, roundId))
    .orderBy(asc(houseTableEvents.id))
    .limit(1);
  return first ? first.id - 1 : 0;
}
