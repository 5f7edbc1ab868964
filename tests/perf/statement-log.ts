import type pg from 'pg';

/** A statement a traced pool sent, with its round trip's time. */
export type Sent = { text: string; ms: number };

/**
 * Logs every statement through `pool` (pg's Client.query: pooled clients and transactions alike)
 * with its time, for the trace scripts (bet-trace.ts, claim-trace.ts). `take()` returns what was
 * sent since the last take and starts a new list.
 */
export async function logStatements(pool: pg.Pool): Promise<{ take: () => Sent[] }> {
  let sent: Sent[] = [];
  const clientProto = Object.getPrototypeOf(
    (await pool.connect().then((c) => (c.release(), c))) as object,
  ) as { query: (...a: unknown[]) => unknown };
  const query = clientProto.query;
  clientProto.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '?');
    const t0 = performance.now();
    // pool.query passes a callback (and gets no promise back): time it through the callback.
    const cb = args.at(-1);
    if (typeof cb === 'function')
      args[args.length - 1] = (...r: unknown[]) => {
        sent.push({ text, ms: performance.now() - t0 });
        return (cb as (...a: unknown[]) => unknown)(...r);
      };
    const out = query.apply(this, args);
    if (out && typeof (out as Promise<unknown>).then === 'function')
      void (out as Promise<unknown>).then(
        () => sent.push({ text, ms: performance.now() - t0 }),
        () => sent.push({ text, ms: performance.now() - t0 }),
      );
    return out;
  };
  return {
    take: () => {
      const taken = sent;
      sent = [];
      return taken;
    },
  };
}
