import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { sqlRows, sqlRun } from '../../../core/storage/rows';

/**
 * Holds one player's slips on one round to one at a time until the transaction ends, so the
 * round's stake limit is checked against every slip already in (decision 100).
 */
export const lockPlayerRound = (tx: Executor, playerKey: string, roundId: number) =>
  sqlRun(tx, sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${playerKey}:${roundId}`}, 0))`);

/**
 * Holds the table's event log until the transaction ends: a table's events then commit in the
 * order of their ids, so a reader that saw id n has seen every earlier event of that table.
 */
export const lockTableEvents = (tx: Executor, gameId: number) =>
  sqlRun(tx, sql`SELECT pg_advisory_xact_lock(hashtext('house_table_events'), ${gameId}::int)`);

/** The newest event id of each of these tables that has any. */
export const lastEventOfTables = (db: Executor, gameIds: readonly number[]) =>
  sqlRows(
    db,
    sql`
    SELECT game_id, max(id)::text AS last FROM house_table_events
    WHERE game_id = ANY(${`{${gameIds.join(',')}}`}::int[]) GROUP BY game_id`,
    (r) => ({ gameId: Number(r.game_id), last: Number(z.string().parse(r.last)) }),
  );
