import { ApiError, toApiError, unwrap } from './api';

/**
 * Server-Sent Events over fetch (EventSource cannot send the Authorization or operator-key
 * header). Goes through the service worker like any API call, so it fails over to another domain
 * line. Reconnects by itself with Last-Event-ID; a silence longer than two heartbeats counts as a
 * dead connection (a proxy or a sleeping phone can keep a socket that delivers nothing).
 */
export type StreamEvent = { id?: string; event: string; data: string };

/** Feeds text chunks, yields complete events (an event may span chunks; comments are skipped). */
export function createEventParser(onEvent: (e: StreamEvent) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let id: string | undefined;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (!line || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length) onEvent({ ...(id === undefined ? {} : { id }), event, data: data.join('\n') });
    }
  };
}

export type StreamState = 'connecting' | 'live' | 'stopped';

export type EventStreamOptions = {
  url: string;
  headers: () => Record<string, string>;
  /** The resume point sent as Last-Event-ID (0: none). */
  lastId: () => number;
  onEvent: (e: StreamEvent) => void;
  onState?: (state: StreamState) => void;
  /** An answer that is not a stream (NOT_LOGGED_IN, INVALID_TOKEN...): the stream stops. */
  onFatal?: (err: ApiError) => void;
  silenceMs?: number;
};

const MAX_BACKOFF_MS = 15_000;

export function openEventStream(opts: EventStreamOptions) {
  let stopped = false;
  let controller: AbortController | null = null;
  let backoff = 1000;
  let wake: (() => void) | null = null;
  const silenceMs = opts.silenceMs ?? 40_000;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function once(): Promise<void> {
    controller = new AbortController();
    const abort = controller;
    let watchdog = setTimeout(() => abort.abort(), silenceMs);
    const fed = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => abort.abort(), silenceMs);
    };
    try {
      const last = opts.lastId();
      const res = await fetch(opts.url, {
        headers: {
          Accept: 'text/event-stream',
          ...opts.headers(),
          ...(last > 0 ? { 'Last-Event-ID': String(last) } : {}),
        },
        cache: 'no-store',
        signal: abort.signal,
      });
      if (!res.ok || !res.body || !(res.headers.get('Content-Type') ?? '').includes('text/event-stream')) {
        const body: unknown = await res.json().catch(() => null);
        const err = (() => {
          try {
            unwrap(body, res.status);
          } catch (e) {
            return toApiError(e);
          }
          return new ApiError('UNKNOWN', res.status);
        })();
        // Busy or briefly away: try again later; anything else is an answer.
        if (res.status === 429 || res.status >= 500) return;
        stopped = true;
        opts.onFatal?.(err);
        return;
      }
      opts.onState?.('live');
      backoff = 1000;
      const parse = createEventParser(opts.onEvent);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        fed();
        parse(value);
      }
    } catch {
      // Network cut, watchdog or close(): reconnect below unless stopped.
    } finally {
      clearTimeout(watchdog);
    }
  }

  void (async () => {
    while (!stopped) {
      opts.onState?.('connecting');
      await once();
      if (stopped) break;
      opts.onState?.('connecting');
      await sleep(backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    }
    opts.onState?.('stopped');
  })();

  return {
    /** Drop the current connection (if any) and connect again now, from the last id. */
    reconnect() {
      backoff = 1000;
      controller?.abort();
      wake?.();
    },
    close() {
      stopped = true;
      controller?.abort();
      wake?.();
    },
  };
}
