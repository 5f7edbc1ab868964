/**
 * A value loaded on demand and kept until invalidated (a NOTIFY from whoever changed the data)
 * or until `maxAgeMs` passes, the backstop for a notification lost while the listener reconnected.
 * Concurrent callers share one load.
 */
export class Cached<T> {
  private value: { data: T; at: number } | undefined;
  private loading: Promise<T> | undefined;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly maxAgeMs = 60_000,
  ) {}

  async get(): Promise<T> {
    if (this.value && Date.now() - this.value.at < this.maxAgeMs) return this.value.data;
    if (this.loading) return this.loading;
    const generation = this.generation;
    this.loading = this.load()
      .then((data) => {
        // A change that landed while we were loading makes this result stale: keep it for this
        // caller but do not store it.
        if (generation === this.generation) this.value = { data, at: Date.now() };
        return data;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /** The value when loaded and fresh, without loading: for callers that must not wait. */
  peek(): T | undefined {
    return this.value && Date.now() - this.value.at < this.maxAgeMs ? this.value.data : undefined;
  }

  invalidate(): void {
    this.generation += 1;
    this.value = undefined;
    this.loading = undefined;
  }
}
