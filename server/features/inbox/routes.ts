import { base } from '../../../contract/inbox/endpoints';
import { ErrorEnvelope } from '../../../contract/envelope';
import { inboxCalls } from '../../../contract/inbox/calls';
import type { Deps } from '../../core/context/deps';
import { errorResponses, jsonContent, route, type RouteDoc } from '../../core/http/openapi';
import { createMemberRouter } from '../../core/sessions/require-session';
import { countUnread, deleteMessage, findMessages, markRead, readMessage } from './find-messages';
import { reply } from '../../core/http/reply';

const doc = (summary: string, answer: string) =>
  ({
    tags: ['inbox'],
    security: [{ bearerAuth: [] }],
    summary,
    answer,
    errors: {
      401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
      403: jsonContent(ErrorEnvelope, 'NEED_REAL_ACCOUNT (trial accounts have no inbox)'),
      404: jsonContent(ErrorEnvelope, 'NOT_FOUND'),
      ...errorResponses,
    },
  }) satisfies RouteDoc;
/** Inbox (messageV2, spec sections 2-3): template id + params; the client writes the words. */
export function inboxRoutes(deps: Deps) {
  const app = createMemberRouter(deps, base);

  app.openapi(
    route(inboxCalls.list, doc('Messages, newest first, with the unread count', 'A page')),
    async (c) => {
      const q = c.req.valid('query');
      return reply(c, await findMessages(deps.db, c.get('session').accountId, q.page, q.pageSize));
    },
  );

  app.openapi(route(inboxCalls.unread, doc('The unread count (header menu badge)', 'Count')), async (c) =>
    reply(c, { unread: await countUnread(deps.db, c.get('session').accountId) }),
  );

  app.openapi(
    route(inboxCalls.markRead, doc('Mark messages read; answers the new unread count', 'Count')),
    async (c) =>
      reply(c, { unread: await markRead(deps.db, c.get('session').accountId, c.req.valid('json').ids) }),
  );

  app.openapi(route(inboxCalls.read, doc('Read one message (marks it read)', 'The message')), async (c) =>
    reply(c, await readMessage(deps.db, c.get('session').accountId, c.req.valid('param').id)),
  );

  app.openapi(route(inboxCalls.remove, doc('Delete a message', 'Done (value null)')), async (c) => {
    await deleteMessage(deps.db, c.get('session').accountId, c.req.valid('param').id);
    return reply(c, null);
  });
  return app;
}
