import { AppError } from '../context/errors';

/**
 * How many password hashes one node computes at once, and how many may wait for a turn. Each
 * scrypt takes about 0.4 s of a core and 128 MiB: without a bound, a burst of logins (from many
 * addresses, so no per-address limit sees it) takes every core, the memory and the libuv pool
 * the rest of the server needs. Past the queue the answer is TOO_MANY_REQUESTS, before any hash.
 */
export class HashBudget {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly atOnce: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.atOnce) this.running++;
    else if (this.waiting.length < this.maxWaiting)
      await new Promise<void>((turn) => this.waiting.push(turn));
    else
      throw new AppError('TOO_MANY_REQUESTS', 'too many password checks at once; retry', { retryAfter: 1 });
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot jump the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Hashes running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
