import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { envelope, ErrorEnvelope } from '../../../contract/envelope';
import {
  InboxMessageResponse,
  InboxPageResponse,
  MarkReadRequest,
  UnreadCountResponse,
} from '../../../contract/inbox';
import { IdParam, PageQuery } from '../../../contract/payments';
import type { Deps } from '../../deps';
import { ok } from '../../lib/errors';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { requireSession } from '../../lib/require-session';
import { countUnread, deleteMessage, findMessages, markRead, readMessage } from './find-messages';

const tags = ['inbox'];
const security = [{ bearerAuth: [] }];
const base = '/wps/member/messages';
const errors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  403: jsonContent(ErrorEnvelope, 'NEED_REAL_ACCOUNT (trial accounts have no inbox)'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND'),
  ...errorResponses,
};
const reply = <T>(c: Context, value: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json(ok(value), 200);
};

/** Inbox (messageV2, spec sections 2-3): template id + params; the client writes the words. */
export function inboxRoutes(deps: Deps) {
  const app = createRouter();
  app.use(base, requireSession(deps));
  app.use(`${base}/*`, requireSession(deps));

  app.openapi(
    createRoute({
      method: 'get',
      path: base,
      tags,
      security,
      summary: 'Messages, newest first, with the unread count',
      request: { query: PageQuery },
      responses: { 200: jsonContent(InboxPageResponse, 'A page'), ...errors },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return reply(c, await findMessages(deps.db, c.get('session').accountId, q.page, q.pageSize));
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/unread`,
      tags,
      security,
      summary: 'The unread count (header menu badge)',
      responses: { 200: jsonContent(UnreadCountResponse, 'Count'), ...errors },
    }),
    async (c) => reply(c, { unread: await countUnread(deps.db, c.get('session').accountId) }),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/read`,
      tags,
      security,
      summary: 'Mark messages read; answers the new unread count',
      request: { body: { content: { 'application/json': { schema: MarkReadRequest } }, required: true } },
      responses: { 200: jsonContent(UnreadCountResponse, 'Count'), ...errors },
    }),
    async (c) =>
      reply(c, { unread: await markRead(deps.db, c.get('session').accountId, c.req.valid('json').ids) }),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}`,
      tags,
      security,
      summary: 'Read one message (marks it read)',
      request: { params: IdParam },
      responses: { 200: jsonContent(InboxMessageResponse, 'The message'), ...errors },
    }),
    async (c) => reply(c, await readMessage(deps.db, c.get('session').accountId, c.req.valid('param').id)),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: `${base}/{id}`,
      tags,
      security,
      summary: 'Delete a message',
      request: { params: IdParam },
      responses: { 200: jsonContent(envelope(z.null()), 'Done (value null)'), ...errors },
    }),
    async (c) => {
      await deleteMessage(deps.db, c.get('session').accountId, c.req.valid('param').id);
      return reply(c, null);
    },
  );
  return app;
}
