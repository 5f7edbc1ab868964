import type { SharedTable } from './table';

/**
 * A table's clock (decision 100): round n opens at n x period (epoch seconds) and closes its betting
 * `bettingSeconds` later; the rest of the period shows the result. Every node computes the same
 * round number, so "the current round" needs no coordination; the row is created once (unique).
 */
export const roundNoAt = (nowMs: number, table: Pick<SharedTable, 'periodSeconds'>) =>
  Math.floor(nowMs / (table.periodSeconds * 1000));

export const opensAtOf = (roundNo: number, table: Pick<SharedTable, 'periodSeconds'>) =>
  new Date(roundNo * table.periodSeconds * 1000);

export const closesAtOf = (roundNo: number, table: Pick<SharedTable, 'periodSeconds' | 'bettingSeconds'>) =>
  new Date(roundNo * table.periodSeconds * 1000 + table.bettingSeconds * 1000);

/** The round's public client seed: the table and the round number, known before betting opens. */
export const tableClientSeed = (gameId: number, roundNo: number) => `table:${gameId}:${roundNo}`;
