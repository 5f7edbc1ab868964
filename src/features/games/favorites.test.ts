import { signal } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import type { GameTile } from '../../../contract/games/schemas';
import { createFavorites, createThrottle } from './favorites';

const tile = (nodeId: number) => ({ nodeId, vassalage: 'PG', gameType: 'RNG' }) as GameTile;

function setup(local: number[], remote: number[]) {
  let clock = 0;
  const ids = signal(local);
  const list = signal(local.map(tile));
  const state = {
    ids: { get: () => ids.peek(), set: (v: number[]) => (ids.value = v) },
    list: { get: () => list.peek(), set: (v: GameTile[]) => (list.value = v) },
  };
  const api = {
    serverIds: vi.fn(async () => remote),
    add: vi.fn(async () => null),
    remove: vi.fn(async () => null),
  };
  const favs = createFavorites(state, api, () => clock);
  return { state: { ids, list }, api, favs, tick: (ms: number) => (clock += ms) };
}

describe('createThrottle', () => {
  it('allows one call per window', () => {
    let t = 0;
    const allow = createThrottle(1000, () => t);
    expect(allow()).toBe(true);
    t = 999;
    expect(allow()).toBe(false);
    t = 1000;
    expect(allow()).toBe(true);
  });
});

describe('favourites', () => {
  it('skips an add when the local list has the id, without asking the server', async () => {
    const { favs, api } = setup([5], []);
    expect(await favs.add(tile(5))).toBe('skipped');
    expect(api.serverIds).not.toHaveBeenCalled();
    expect(api.add).not.toHaveBeenCalled();
  });
  it('skips an add when the server already has the id', async () => {
    const { favs, api, state } = setup([], [7]);
    expect(await favs.add(tile(7))).toBe('skipped');
    expect(api.add).not.toHaveBeenCalled();
    expect(state.ids.value).toContain(7);
  });
  it('adds to the server and then the local lists', async () => {
    const { favs, api, state } = setup([], []);
    expect(await favs.add(tile(9))).toBe('added');
    expect(api.add).toHaveBeenCalledOnce();
    expect(state.ids.value).toEqual([9]);
    expect(state.list.value.map((g) => g.nodeId)).toEqual([9]);
  });
  it('removes locally before the server answers', async () => {
    const { favs, api, state } = setup([3, 4], []);
    let seen: number[] = [];
    api.remove.mockImplementation(async () => {
      seen = state.ids.peek();
      return null;
    });
    expect(await favs.remove(3)).toBe('removed');
    expect(seen).toEqual([4]);
    expect(state.list.value.map((g) => g.nodeId)).toEqual([4]);
  });
  it('throttles the toggle to one per second', async () => {
    const { favs, tick } = setup([], []);
    expect(await favs.toggle(tile(1))).toBe('added');
    tick(500);
    expect(await favs.toggle(tile(1))).toBe('throttled');
    tick(500);
    expect(await favs.toggle(tile(1))).toBe('removed');
  });
});
