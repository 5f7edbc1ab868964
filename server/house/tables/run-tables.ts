import type { Db } from '../../db/client';
import type { Operator } from '../operator';
import { closeDueRounds } from '../rounds/shared/close-rounds';
import { drawClosedRounds } from '../rounds/shared/draw-rounds';
import { ensureTableRound } from '../rounds/shared/round-row';
import { roundNoAt } from '../rounds/shared/schedule';
import { settleTableRounds } from '../rounds/shared/settle-rounds';
import { sharedTableOf } from './registry';
import type { TableGameRow } from './table-games';

/**
 * One pass of every table (decision 100), on every node: open each table's current round (once:
 * the unique key), close the rounds whose time is up, draw the closed ones, settle the drawn ones.
 * Every step is conditional, so nodes racing each other, or a node restarting after a crash, do
 * each step once; rounds left mid-way by a crash are simply the next pass's work.
 */
export async function runTablesPass(
  db: Db,
  operator: Operator,
  tables: readonly Pick<TableGameRow, 'gameId' | 'table'>[],
  opened: Map<number, number> = new Map(),
  nowMs = Date.now(),
): Promise<void> {
  for (const { gameId, table } of tables) {
    const roundNo = roundNoAt(nowMs, table);
    if (opened.get(gameId) === roundNo) continue;
    await ensureTableRound(db, gameId, table, roundNo);
    opened.set(gameId, roundNo);
  }
  await closeDueRounds(db);
  await drawClosedRounds(db, sharedTableOf);
  await settleTableRounds(db, operator, sharedTableOf);
}
