import { describe, expect, it, vi } from 'vitest';
import { Cached } from './cached';

describe('Cached', () => {
  it('loads once for concurrent callers and reuses the value', async () => {
    let loads = 0;
    const c = new Cached(async () => ++loads);
    expect(await Promise.all([c.get(), c.get(), c.get()])).toEqual([1, 1, 1]);
    expect(await c.get()).toBe(1);
    expect(loads).toBe(1);
  });

  it('peek gives the fresh value without loading, nothing when missing, stale or invalidated', async () => {
    let loads = 0;
    const c = new Cached(async () => ++loads, 1_000);
    expect(c.peek()).toBeUndefined();
    expect(loads).toBe(0);
    await c.get();
    expect(c.peek()).toBe(1);
    c.invalidate();
    expect(c.peek()).toBeUndefined();
    await c.get();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_001 });
    try {
      expect(c.peek()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
    expect(loads).toBe(2);
  });

  it('peekRefreshing keeps the value past its age while one reload runs behind it', async () => {
    let loads = 0;
    let release!: () => void;
    const c = new Cached(async () => {
      loads += 1;
      if (loads === 2) await new Promise<void>((r) => (release = r));
      return loads;
    }, 1_000);
    expect(c.peekRefreshing()).toBeUndefined();
    expect(loads).toBe(0);
    await c.get();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 1_001 });
    try {
      expect(c.peekRefreshing()).toBe(1);
      expect(c.peekRefreshing()).toBe(1);
      expect(loads).toBe(2); // one reload, however many callers ask meanwhile
      release();
      await vi.waitFor(() => expect(c.peekRefreshing()).toBe(2));
      expect(loads).toBe(2);
      // A reload that never comes back: the stale value serves up to twice the age, then nothing.
      vi.setSystemTime(Date.now() + 2_000);
      expect(c.peekRefreshing()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
    c.invalidate();
    expect(c.peekRefreshing()).toBeUndefined();
  });

  it('peekRefreshing leaves a failed reload to the next get', async () => {
    let loads = 0;
    const c = new Cached(async () => {
      loads += 1;
      if (loads === 2) throw new Error('database down');
      return loads;
    }, 1_000);
    await c.get();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_001 });
    try {
      expect(c.peekRefreshing()).toBe(1);
      // The failed reload is over (nobody saw it fail), then the next get loads again.
      await vi.waitFor(async () => expect(await c.get()).toBe(3));
      expect(loads).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads after invalidate', async () => {
    let loads = 0;
    const c = new Cached(async () => ++loads);
    await c.get();
    c.invalidate();
    expect(await c.get()).toBe(2);
  });

  it('does not keep a value loaded across an invalidation', async () => {
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const c = new Cached(async () => {
      loads += 1;
      if (loads === 1) await gate;
      return loads;
    });
    const first = c.get();
    c.invalidate();
    release();
    expect(await first).toBe(1);
    expect(await c.get()).toBe(2);
  });

  it('expires after maxAge', async () => {
    let loads = 0;
    const c = new Cached(async () => ++loads, 0);
    await c.get();
    expect(await c.get()).toBe(2);
  });
});
