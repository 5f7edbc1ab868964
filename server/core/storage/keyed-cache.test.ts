import { describe, expect, it, vi } from 'vitest';
import { KeyedCache } from './keyed-cache';

describe('KeyedCache', () => {
  it('loads a key once, sharing the load between concurrent callers', async () => {
    const load = vi.fn(async () => 'v:x');
    const cache = new KeyedCache<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    const [a, b] = await Promise.all([cache.get('x', load), cache.get('x', load)]);
    expect([a, b]).toEqual(['v:x', 'v:x']);
    expect(await cache.get('x', load)).toBe('v:x');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('evicts the least recently used key beyond maxEntries', async () => {
    const load = vi.fn(async () => 'v');
    const cache = new KeyedCache<string>({ maxEntries: 2, maxAgeMs: 60_000 });
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load); // a is now the most recent
    await cache.get('c', load); // evicts b
    expect(cache.size).toBe(2);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('reloads after invalidate and after maxAge', async () => {
    let n = 0;
    const count = async () => ++n;
    const cache = new KeyedCache<number>({ maxEntries: 5, maxAgeMs: 0 });
    expect(await cache.get('k', count)).toBe(1);
    expect(await cache.get('k', count)).toBe(2);
    const fresh = new KeyedCache<number>({ maxEntries: 5, maxAgeMs: 60_000 });
    expect(await fresh.get('k', count)).toBe(3);
    fresh.invalidate();
    expect(await fresh.get('k', count)).toBe(4);
  });

  it('does not keep a failed load or one overtaken by invalidate', async () => {
    let fail = true;
    const flaky = async () => {
      if (fail) throw new Error('boom');
      return 'ok';
    };
    const cache = new KeyedCache<string>({ maxEntries: 5, maxAgeMs: 60_000 });
    await expect(cache.get('k', flaky)).rejects.toThrow('boom');
    fail = false;
    expect(await cache.get('k', flaky)).toBe('ok');

    let release!: (v: string) => void;
    const slow = new KeyedCache<string>({ maxEntries: 5, maxAgeMs: 60_000 });
    const pending = slow.get('k', () => new Promise<string>((r) => (release = r)));
    slow.invalidate();
    release('stale');
    expect(await pending).toBe('stale');
    await Promise.resolve();
    expect(slow.size).toBe(0);
    expect(await slow.get('k', async () => 'fresh')).toBe('fresh');
  });
});
