import type { Context } from 'hono';
import { ChatAfterQuery } from '../../../contract/chat/schemas';
import type { AppEnv, Deps } from '../../core/context/deps';
import { AppError } from '../../core/context/errors';
import type { ChatHub } from './hub';
import { messagesAfter } from './messages';
import { resumeFrom, sseBody, sseHeaders } from '../../core/http/sse';

/** Streams per member, guest or operator (tabs, devices) and per node. */
export const STREAM_LIMITS = { perKey: 5, perNode: 5_000 };
/** An operator stream gathers a burst of changes into one event per conversation. */
const OPERATOR_BATCH_MS = 200;

function streamResponse(hub: ChatHub, key: string, start: Parameters<typeof sseBody>[0]['start']) {
  if (!hub.admit(key))
    throw new AppError('TOO_MANY_REQUESTS', 'too many open chat streams', { retryAfter: 30 });
  const body = sseBody({
    start(writer) {
      const stop = start(writer);
      return () => {
        stop();
        hub.release(key);
      };
    },
  });
  return new Response(body, { headers: sseHeaders });
}

/**
 * The member's (or guest's) stream: every message past the resume point, then each new one as it
 * is committed on any node. A wake while a read runs reads again after it, so none is skipped.
 */
export function conversationStream(
  deps: Deps,
  c: Context<AppEnv>,
  hub: ChatHub,
  key: string,
  conversationId: number,
) {
  const query = ChatAfterQuery.safeParse(c.req.query());
  if (!query.success) throw new AppError('BAD_REQUEST', 'after: a message id', { field: 'after' });
  let last = resumeFrom(c.req.header('last-event-id'), query.data.after);
  return streamResponse(hub, key, (writer) => {
    let reading = false;
    let again = false;
    const pump = async () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          let page;
          do {
            page = await messagesAfter(deps.db, conversationId, last);
            for (const m of page.list) {
              writer.event('message', m, m.id);
              last = m.id;
            }
          } while (page.more && !writer.closed);
        } while (again && !writer.closed);
      } catch (err) {
        // The client reconnects from its last id: closing loses nothing.
        deps.log.debug({ err }, 'chat stream read failed');
        writer.close();
      } finally {
        reading = false;
      }
    };
    const stop = hub.watch(conversationId, (_, typing) => {
      // The operator typing is passed on as it is; the member's own typing is not news to them.
      if (typing === 'operator') writer.event('typing', { conversationId, sender: typing });
      else if (!typing) void pump();
    });
    void pump();
    return stop;
  });
}

/** The console's stream: which conversations changed (the console reads them over HTTP). */
export function operatorStream(hub: ChatHub, operator: string) {
  return streamResponse(hub, `o:${operator}`, (writer) => {
    const changed = new Set<number | null>();
    let timer: NodeJS.Timeout | undefined;
    const flush = () => {
      timer = undefined;
      const all = changed.has(null);
      writer.event('change', { conversations: all ? null : [...changed] });
      changed.clear();
    };
    const stop = hub.watchAll((id, typing) => {
      if (typing) {
        // A member or guest typing goes out at once (the console shows it on that chat).
        if (typing !== 'operator' && id !== null)
          writer.event('typing', { conversationId: id, sender: typing });
        return;
      }
      changed.add(id);
      timer ??= setTimeout(flush, OPERATOR_BATCH_MS);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  });
}
