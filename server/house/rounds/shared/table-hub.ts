import type { Db } from '../../../db/client';
import { lastEventOfTables } from './tables.sql';

/** How often a node looks for new table events while anyone watches. */
export const HUB_POLL_MS = 200;

export type TableHub = {
  /** Calls `wake` whenever the table has new events; returns the unsubscribe. */
  watch(gameId: number, wake: () => void): () => void;
};

/**
 * One poll per node for every watched table (decision 100): the events are rows, written by
 * whichever node took the step, so each node finds them with one query (the newest event id of
 * each watched table, an index-only read) and wakes that table's streams, which read on from
 * their own resume point. A table's first poll wakes its streams too, so an event written
 * between a stream's first read and that poll is not missed. Polls only while someone watches.
 */
export function createTableHub(db: Db, onError: (err: unknown) => void = () => {}): TableHub {
  const watchers = new Map<number, Set<() => void>>();
  const seen = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let polling = false;

  const poll = async () => {
    if (polling) return;
    polling = true;
    try {
      const ids = [...watchers.keys()];
      if (ids.length === 0) return;
      const last = new Map((await lastEventOfTables(db, ids)).map((r) => [r.gameId, r.last]));
      for (const gameId of ids) {
        const newest = last.get(gameId) ?? 0;
        if (seen.get(gameId) === newest) continue;
        seen.set(gameId, newest);
        for (const wake of watchers.get(gameId) ?? []) wake();
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
        if (set.size > 0) return;
        watchers.delete(gameId);
        seen.delete(gameId);
        if (watchers.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
  };
}
