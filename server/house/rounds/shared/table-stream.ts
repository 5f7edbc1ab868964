import type { Db } from '../../../db/client';
import { sseBody, sseHeaders, type SseWriter } from '../../../core/http/sse';
import { tableEventsAfter } from './events';
import type { TableHub } from './table-hub';

/**
 * A table's event stream (decision 100): every event past the resume point (Last-Event-ID on a
 * reconnect, else `after`), then each new one as any node writes it. A wake while a read runs reads
 * again after it, so none is skipped; a failed read closes the stream and the client resumes.
 */
export function tableStream(db: Db, hub: TableHub, gameId: number, resumeAfter: number): Response {
  const body = sseBody({
    start(writer: SseWriter) {
      let last = resumeAfter;
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
              page = await tableEventsAfter(db, gameId, last);
              for (const e of page) {
                writer.event(e.kind, e.data, e.id);
                last = e.id;
              }
            } while (page.length === 100 && !writer.closed);
          } while (again && !writer.closed);
        } catch {
          writer.close();
        } finally {
          reading = false;
        }
      };
      const stop = hub.watch(gameId, () => void pump());
      void pump();
      return stop;
    },
  });
  return new Response(body, { headers: sseHeaders });
}
