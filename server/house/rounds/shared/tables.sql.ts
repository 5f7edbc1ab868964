import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { sqlRow, sqlRows, sqlRun } from '../../../core/storage/rows';

/**
 * Holds one player's slips on one round to one at a time until the transaction ends, so the
 * round's stake limit is checked against every slip already in (decision 100).
 */
export const lockPlayerRound = (tx: Executor, playerKey: string, roundId: number) =>
  sqlRun(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${playerKey}), ${roundId}::int)`);

/** The newest table event id (0: none yet): where a node's hub starts. */
export const lastTableEventId = async (db: Executor) =>
  (await sqlRow(db, sql`SELECT coalesce(max(id), 0)::text AS id FROM house_table_events`, (r) =>
    Number(z.string().parse(r.id)),
  )) ?? 0;

/** Of these tables, those with events past `cursor`, and the newest such event of each. */
export const tablesWithEventsAfter = (db: Executor, cursor: number, gameIds: readonly number[]) =>
  sqlRows(
    db,
    sql`
    SELECT game_id, max(id)::text AS last FROM house_table_events
    WHERE id > ${cursor} AND game_id = ANY(${`{${gameIds.join(',')}}`}::int[]) GROUP BY game_id`,
    (r) => ({ gameId: Number(r.game_id), last: Number(r.last) }),
  );
