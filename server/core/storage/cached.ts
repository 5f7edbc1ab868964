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

  /**
   * For callers that must not wait either, but ask all the time (the lanes in front of the app,
   * on every request): the value even past its age, with a reload started behind it, so that
   * the age's backstop does not send every request to the slow path while the reload runs. Past
   * twice its age (a reload that keeps failing) or after an invalidation (a published change):
   * undefined, as peek.
   */
  peekRefreshing(): T | undefined {
    if (!this.value) return undefined;
    const age = Date.now() - this.value.at;
    if (age < this.maxAgeMs) return this.value.data;
    // The failure reaches whoever calls get() next (the app's path): here nobody waits for it.
    if (!this.loading) this.get().catch(() => undefined);
    return age < 2 * this.maxAgeMs ? this.value.data : undefined;
  }

  invalidate(): void {
    this.generation += 1;
    this.value = undefined;
    this.loading = undefined;
  }
}
