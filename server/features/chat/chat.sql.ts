import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { CHAT_CHANNEL } from '../../core/storage/changes';
import { sqlRun } from '../../core/storage/rows';

/** A signal on the chat channel, heard at commit by every node's listener (decision 039). */
export const notifyChatChannel = (db: Executor, payload: string) =>
  sqlRun(db, sql`SELECT pg_notify(${CHAT_CHANNEL}, ${payload})`);
