import type { Db } from '../../../db/client';
import { lastTableEventId, tablesWithEventsAfter } from './tables.sql';

/** How often a node looks for new table events while anyone watches. */
export const HUB_POLL_MS = 200;

export type TableHub = {
  /** Calls `wake` whenever the table has new events; returns the unsubscribe. */
  watch(gameId: number, wake: () => void): () => void;
};

/**
 * One poll per node for every watched table (decision 100): the events are rows, written by
 * whichever node took the step, so each node finds them with one query (the newest event id per
 * table past its cursor) and wakes that table's streams, which read their own resume point on.
 * Polls only while someone watches.
 */
export function createTableHub(db: Db, onError: (err: unknown) => void = () => {}): TableHub {
  const watchers = new Map<number, Set<() => void>>();
  let cursor: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let polling = false;

  const poll = async () => {
    if (polling) return;
    polling = true;
    try {
      cursor ??= await lastTableEventId(db);
      const ids = [...watchers.keys()];
      if (ids.length === 0) return;
      for (const row of await tablesWithEventsAfter(db, cursor, ids)) {
        cursor = Math.max(cursor, row.last);
        for (const wake of watchers.get(row.gameId) ?? []) wake();
      }
    } catch (err) {
      onError(err);
    } finally {
      polling = false;
    }
  };

  return {
    watch(gameId, wake) {
      const set = watchers.get(gameId) ?? new Set();
      set.add(wake);
      watchers.set(gameId, set);
      timer ??= setInterval(() => void poll(), HUB_POLL_MS).unref();
      return () => {
        set.delete(wake);
        if (set.size === 0) watchers.delete(gameId);
        if (watchers.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
  };
}
