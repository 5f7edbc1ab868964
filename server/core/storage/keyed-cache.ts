/**
 * Like `Cached`, but one value per key, at most `maxEntries` of them (least recently used goes
 * first), so that keys built from visitor input (search terms, pages) cannot grow memory
 * without bound. Concurrent callers of one key share one load; `invalidate` drops everything,
 * and a load that was running when it happened is served to its callers but not kept.
 */
export class KeyedCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();
  private generation = 0;

  constructor(private readonly opts: { maxEntries: number; maxAgeMs: number }) {}

  /** The value of `key`, loaded by `load` when missing or too old. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.opts.maxAgeMs) {
      // Re-insert: Map keeps insertion order, so the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const generation = this.generation;
    const value = load();
    const entry = { at: Date.now(), value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.opts.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    // Failures are not cached; nor is a result that a change overtook.
    value.then(
      () => {
        if (generation !== this.generation && this.entries.get(key) === entry) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
