/**
 * A Server-Sent Events body with bounded resources: a heartbeat comment so proxies keep it open,
 * a maximum lifetime (the client reconnects with Last-Event-ID, and its session is checked again),
 * and a cap on bytes queued for a client that stopped reading (the stream is closed instead of
 * growing). The `cancel` of a client that went away runs the same cleanup.
 */
export const SSE_HEARTBEAT_MS = 15_000;
export const SSE_LIFETIME_MS = 5 * 60_000;
const QUEUE_HIGH_WATER = 64 * 1024;
const QUEUE_MAX_OVER = 256 * 1024;

export type SseWriter = {
  event(name: string, data: unknown, id?: number): void;
  readonly closed: boolean;
  close(): void;
};

export type SseOptions = {
  heartbeatMs?: number;
  lifetimeMs?: number;
  /** Called once the stream is open; returns the cleanup (unsubscribe, release the slot). */
  start(writer: SseWriter): () => void;
};

export function sseBody(opts: SseOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cleanup: (() => void) | undefined;
  let timers: NodeJS.Timeout[] = [];
  let closed = false;
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;

  const finish = () => {
    if (closed) return;
    closed = true;
    for (const t of timers) clearTimeout(t);
    timers = [];
    cleanup?.();
  };

  const writer: SseWriter = {
    get closed() {
      return closed;
    },
    event(name, data, id) {
      const idLine = id === undefined ? '' : `id: ${id}\n`;
      raw(`${idLine}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      finish();
      try {
        controllerRef?.close();
      } catch {
        // Already closed by the client.
      }
    },
  };

  function raw(text: string) {
    if (closed || !controllerRef) return;
    controllerRef.enqueue(encoder.encode(text));
    // A client that stopped reading gets no more memory: close, it will resume by id.
    if ((controllerRef.desiredSize ?? 0) < -QUEUE_MAX_OVER) writer.close();
  }

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controllerRef = controller;
        // The client waits this long before reconnecting after a clean end.
        raw('retry: 2000\n: open\n\n');
        timers.push(setInterval(() => raw(': hb\n\n'), opts.heartbeatMs ?? SSE_HEARTBEAT_MS));
        timers.push(setTimeout(() => writer.close(), opts.lifetimeMs ?? SSE_LIFETIME_MS));
        const done = opts.start(writer);
        if (closed) done();
        else cleanup = done;
      },
      cancel() {
        finish();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: QUEUE_HIGH_WATER }),
  );
}

export const sseHeaders = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform: no proxy may compress or buffer the stream; the service worker passes it through.
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
};

/** The resume point: Last-Event-ID (a reconnect) or the `after` query (the first connect). */
export function resumeFrom(lastEventId: string | undefined, after: number): number {
  const n = Number(lastEventId);
  return lastEventId && Number.isSafeInteger(n) && n >= 0 ? n : after;
}
