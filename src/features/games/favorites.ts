import type { GameTile } from '../../../contract/games/schemas';

/** Spec section 9: the favourite toggle fires at most once per second. */
export function createThrottle(ms: number, now: () => number = Date.now) {
  let last = -Infinity;
  return (): boolean => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}

export type FavoriteApi = {
  serverIds: () => Promise<number[]>;
  add: (tile: GameTile) => Promise<unknown>;
  remove: (nodeId: number) => Promise<unknown>;
};

/** Read and write access to the local lists (signals in the store). */
export type Box<T> = { get: () => T; set: (value: T) => void };
export type FavoriteState = { ids: Box<number[]>; list: Box<GameTile[]> };

export type ToggleResult = 'added' | 'removed' | 'skipped' | 'throttled';

/**
 * Favourite rules of spec section 4: an add is skipped when the id is already there (the local
 * list first, then the server's); a removal updates the local lists first, then the server.
 */
export function createFavorites(state: FavoriteState, api: FavoriteApi, now: () => number = Date.now) {
  const allow = createThrottle(1000, now);

  async function add(tile: GameTile): Promise<ToggleResult> {
    if (state.ids.get().includes(tile.nodeId)) return 'skipped';
    const remote = await api.serverIds();
    if (remote.includes(tile.nodeId)) {
      state.ids.set([...new Set([...state.ids.get(), ...remote])]);
      return 'skipped';
    }
    await api.add(tile);
    if (!state.ids.get().includes(tile.nodeId)) state.ids.set([...state.ids.get(), tile.nodeId]);
    if (!state.list.get().some((g) => g.nodeId === tile.nodeId)) state.list.set([tile, ...state.list.get()]);
    return 'added';
  }

  async function remove(nodeId: number): Promise<ToggleResult> {
    state.ids.set(state.ids.get().filter((id) => id !== nodeId));
    state.list.set(state.list.get().filter((g) => g.nodeId !== nodeId));
    await api.remove(nodeId);
    return 'removed';
  }

  return {
    add,
    remove,
    async toggle(tile: GameTile): Promise<ToggleResult> {
      if (!allow()) return 'throttled';
      return state.ids.get().includes(tile.nodeId) ? remove(tile.nodeId) : add(tile);
    },
  };
}
