import pg from 'pg';
import type { Logger } from '../context/logger';

/**
 * Cross-node cache invalidation. Whoever changes shared data (the ops tool, an admin call on
 * any app node) runs `publishChange`; every node's listener hears it through PostgreSQL
 * LISTEN/NOTIFY and drops its caches for that topic. No extra infrastructure.
 */
export const CHANGES_CHANNEL = 'platform_changes';
export const changeTopics = ['site', 'catalogue', 'help'] as const;
export type ChangeTopic = (typeof changeTopics)[number];
/** Live-chat events (a conversation id and message id as JSON): each node wakes its open streams. */
export const CHAT_CHANNEL = 'chat_events';

type Queryable = { query: (text: string, values?: unknown[]) => Promise<unknown> };

export async function publishChange(db: Queryable, topic: ChangeTopic): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, topic]);
}

export type ChangeListener = { close(): Promise<void> };

export function listenForChanges(
  url: string,
  onChange: (topic: ChangeTopic | 'reconnected') => void,
  log: Logger,
  /** Payloads of CHAT_CHANNEL, heard on the same connection. */
  onChat: (payload: string) => void = () => {},
): ChangeListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 500;

  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    c.on('error', (err) => {
      log.warn({ err: err.message }, 'change listener lost its connection');
      scheduleReconnect();
    });
    c.on('notification', (n) => {
      if (n.channel === CHAT_CHANNEL) return onChat(n.payload ?? '');
      const topic = changeTopics.find((t) => t === n.payload);
      if (topic) onChange(topic);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
      await c.query(`LISTEN ${CHAT_CHANNEL}`);
      client = c;
      // Changes made while we were away were not heard: start from fresh data.
      if (delay > 500) onChange('reconnected');
      delay = 500;
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'change listener could not connect');
      c.end().catch(() => {});
      scheduleReconnect();
    }
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    client?.end().catch(() => {});
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, 10_000);
  };

  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
