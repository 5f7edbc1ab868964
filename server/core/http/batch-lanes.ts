/**
 * Calls sent together (decision 087): per owner (a pool) and key, a lane sends an item at once
 * when it is idle, alone, so a quiet server adds no wait; items arriving while its statement is
 * out queue, and up to `max` of them go together in the next one. The batch grows with the load
 * and never waits for a timer. One statement out per lane: the batches of one node never wait on
 * each other's row locks.
 */

/** One item's outcome in a batch: its answer, or the error that is its alone. */
export type Settled<A> = { ok: A } | { error: unknown };

type Job<I, A> = { item: I; resolve: (a: A) => void; reject: (err: unknown) => void };
type Lane<I, A> = { key: string; queue: Job<I, A>[]; busy: boolean };

export function batchLanes<I, A>(opts: {
  max: number;
  /** Sends one batch (the items in lane order): each one's outcome, in that order. */
  send: (items: I[]) => Promise<Settled<A>[]>;
  /**
   * Sends one item alone, the way it went before batching. A batch of several whose `send`
   * throws (its statement failed as a whole: a deadlock, a lost connection; its transaction
   * rolled back) sends each item this way, each getting its own answer or error. Without it, or
   * for a batch of one, the throw is every item's error.
   */
  alone?: (item: I) => Promise<A>;
  /** The order a batch's items are sent in (stable: arrival order otherwise). */
  order?: (a: I, b: I) => number;
  /** Items that may not share a batch: the later one waits for the next. */
  clash?: (a: I, b: I) => boolean;
}): (owner: object, key: string, item: I) => Promise<A> {
  const lanesOf = new WeakMap<object, Map<string, Lane<I, A>>>();

  function pump(lanes: Map<string, Lane<I, A>>, lane: Lane<I, A>) {
    if (lane.busy) return;
    if (lane.queue.length === 0) {
      if (lanes.get(lane.key) === lane) lanes.delete(lane.key);
      return;
    }
    const jobs = take(lane.queue);
    if (opts.order) jobs.sort((a, b) => opts.order!(a.item, b.item));
    lane.busy = true;
    void run(jobs).finally(() => {
      lane.busy = false;
      pump(lanes, lane);
    });
  }

  /** Up to `max` jobs from the queue's head, leaving there those that clash with one taken. */
  function take(queue: Job<I, A>[]): Job<I, A>[] {
    if (!opts.clash) return queue.splice(0, opts.max);
    const taken: Job<I, A>[] = [];
    const left: Job<I, A>[] = [];
    for (const job of queue) {
      if (taken.length < opts.max && !taken.some((t) => opts.clash!(t.item, job.item))) taken.push(job);
      else left.push(job);
    }
    queue.splice(0, queue.length, ...left);
    return taken;
  }

  async function run(jobs: Job<I, A>[]) {
    let outcomes: Settled<A>[];
    try {
      outcomes = await opts.send(jobs.map((j) => j.item));
    } catch (err) {
      const alone = opts.alone;
      if (!alone || jobs.length === 1) for (const j of jobs) j.reject(err);
      else await Promise.all(jobs.map((j) => alone(j.item).then(j.resolve, j.reject)));
      return;
    }
    jobs.forEach((j, i) => {
      const o = outcomes[i];
      if (o && 'ok' in o) j.resolve(o.ok);
      else j.reject(o ? o.error : new Error(`a batch of ${jobs.length} answered ${outcomes.length}`));
    });
  }

  function opened(lanes: Map<string, Lane<I, A>>, key: string): Lane<I, A> {
    const lane = { key, queue: [], busy: false };
    lanes.set(key, lane);
    return lane;
  }

  return (owner, key, item) => {
    let lanes = lanesOf.get(owner);
    if (!lanes) lanesOf.set(owner, (lanes = new Map()));
    const lane = lanes.get(key) ?? opened(lanes, key);
    return new Promise<A>((resolve, reject) => {
      lane.queue.push({ item, resolve, reject });
      pump(lanes, lane);
    });
  };
}
