import { createApp } from '../../server/app';
import { ChangeHub } from '../../server/core/storage/change-hub';
import { listenForChanges } from '../../server/core/storage/changes';
import type { TestApp } from './test-app';

type App = ReturnType<typeof createApp>;

/**
 * An app node of its own on the test database, with a real LISTEN/NOTIFY listener (the test app
 * delivers changes by hand). Returns once the listener hears notifications.
 */
export async function listeningNode(t: TestApp): Promise<{ app: App; close(): Promise<void> }> {
  const changes = new ChangeHub();
  let heard = false;
  changes.onChat(() => {
    heard = true;
  });
  const listener = listenForChanges(
    t.database.url,
    (topic) => changes.emit(topic),
    t.deps.log,
    (p) => changes.emitChat(p),
  );
  const app = createApp({ ...t.deps, changes });
  const deadline = Date.now() + 5_000;
  while (!heard && Date.now() < deadline) {
    await t.database.pool.query(`SELECT pg_notify('chat_events', 'ping')`);
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!heard) throw new Error('the chat listener did not connect');
  return { app, close: () => listener.close() };
}

export type SseEvent = { id?: string; event?: string; data: string };

/** Reads an SSE body until `until` holds for the events so far (or the time runs out), then cancels it. */
export async function readEvents(
  res: Response,
  until: (events: SseEvent[]) => boolean,
  timeoutMs = 5_000,
): Promise<SseEvent[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (!until(events) && Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((r) => setTimeout(() => r(null), Math.max(1, deadline - Date.now()))),
      ]);
      if (chunk === null || chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const e: SseEvent = { data: '' };
        for (const line of block.split('\n')) {
          if (line.startsWith('id: ')) e.id = line.slice(4);
          else if (line.startsWith('event: ')) e.event = line.slice(7);
          else if (line.startsWith('data: ')) e.data += line.slice(6);
        }
        if (e.event) events.push(e);
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return events;
}
