import type { Deps } from '../../core/context/deps';
import { startTicker, type Ticker } from '../../core/storage/ticker';
import type { Send } from '../client';
import { createOperator } from '../operator';
import { houseProviderSecret } from '../secret';
import { runTablesPass } from './run-tables';
import { listTableGames, type TableGameRow } from './table-games';

const EVERY_MS = 1_000;
/** The catalogue changes rarely: the list of tables is read again this often. */
const LIST_EVERY_MS = 5 * 60_000;

/**
 * Runs the house tables on this node (decision 100): every second, each table's rounds are opened,
 * closed, drawn and settled, whoever watches; every node runs it and the database decides who
 * does each step. The first pass after a start finishes whatever a crash left.
 */
export function startTables(deps: Deps, send: Send): Ticker {
  const operator = createOperator(houseProviderSecret(deps.config), send);
  const opened = new Map<number, number>();
  let tables: TableGameRow[] = [];
  let listedAt = 0;
  return startTicker(
    EVERY_MS,
    async () => {
      if (deps.pool.ending) return;
      if (Date.now() - listedAt > LIST_EVERY_MS) {
        tables = await listTableGames(deps.db);
        listedAt = Date.now();
      }
      await runTablesPass(deps.db, operator, tables, opened);
    },
    { log: deps.log, message: 'house tables pass failed' },
  );
}
