import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ChatAfterQuery,
  ChatDoneResponse,
  ChatIdParam,
  ChatMessageIdParam,
  ChatMessageResponse,
  opsChatImageSendPath,
  ChatPageResponse,
  ChatSendRequest,
  OpsMemberMoneyResponse,
  OpsMemberTicketsResponse,
  OpsQueueQuery,
  OpsQueueResponse,
  SupportHours,
  SupportHoursResponse,
} from '../../../contract/chat';
import { ErrorEnvelope } from '../../../contract/envelope';
import type { AppEnv, Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { ok } from '../../lib/errors';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { actorOf } from '../operator';
import { readMessageImage, storeImageMessage } from './attachments';
import {
  answerChat,
  claimChat,
  closeChat,
  findQueue,
  holderCheck,
  memberMoney,
  memberTickets,
} from './console';
import { imageDoc, imageReply, readImageFields } from './image-routes';
import type { ChatHub } from './hub';
import { messagesAfter } from './messages';
import { operatorStream } from './streams';
import { readSupportHours, writeSupportHours } from './support-hours';
import { typingFrom } from './typing';

const tags = ['operator'];
const security = [{ operatorKey: [] }];
const base = '/ops/chat';
const errors = {
  401: jsonContent(ErrorEnvelope, 'INVALID_CREDENTIALS (missing, unknown or revoked key)'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND'),
  409: jsonContent(ErrorEnvelope, 'WRONG_STATE (claimed by another operator, or closed)'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
  ...errorResponses,
};
const reply = <T>(c: Context, value: T) => c.json(ok(value), 200);
const json = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

/**
 * The operator console's API, behind requireOperator (mount.ts); actorOf throws when it did not
 * run, so a route here can never answer without a key.
 */
export function chatOpsRoutes(deps: Deps, hub: ChatHub) {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/queue`,
      tags,
      security,
      summary: 'Live chats (open ones first, longest waiting first) or the latest closed ones',
      request: { query: OpsQueueQuery },
      responses: { 200: jsonContent(OpsQueueResponse, 'Queue'), ...errors },
    }),
    async (c) => reply(c, await findQueue(deps.db, actorOf(c), c.req.valid('query').status)),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}/messages`,
      tags,
      security,
      summary: 'A conversation past `after`, oldest first',
      request: { params: ChatIdParam, query: ChatAfterQuery },
      responses: { 200: jsonContent(ChatPageResponse, 'A page'), ...errors },
    }),
    async (c) => {
      actorOf(c);
      return reply(c, await messagesAfter(deps.db, c.req.valid('param').id, c.req.valid('query').after));
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}/money`,
      tags,
      security,
      summary: "The member's latest deposits and withdrawals",
      request: { params: ChatIdParam },
      responses: { 200: jsonContent(OpsMemberMoneyResponse, 'Money'), ...errors },
    }),
    async (c) => {
      actorOf(c);
      return reply(c, await memberMoney(deps.db, c.req.valid('param').id));
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}/tickets`,
      tags,
      security,
      summary: "The member's latest feedback tickets (newest first; text and reply cut to an excerpt)",
      request: { params: ChatIdParam },
      responses: { 200: jsonContent(OpsMemberTicketsResponse, 'Tickets'), ...errors },
    }),
    async (c) => {
      actorOf(c);
      return reply(c, await memberTickets(deps.db, c.req.valid('param').id));
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{id}/typing`,
      tags,
      security,
      summary: 'The operator is typing: the member sees "typing…" (never stored; at most one every 3 s)',
      request: { params: ChatIdParam },
      responses: { 200: jsonContent(ChatDoneResponse, 'done: false when dropped'), ...errors },
    }),
    async (c) => {
      actorOf(c);
      return reply(c, { done: await typingFrom(deps.db, hub, c.req.valid('param').id, 'operator') });
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{id}/claim`,
      tags,
      security,
      summary: 'Take an open chat; of two operators claiming one, one wins (the other: WRONG_STATE)',
      request: { params: ChatIdParam },
      responses: { 200: jsonContent(ChatDoneResponse, 'Claimed'), ...errors },
    }),
    async (c) => {
      await claimChat(deps.db, actorOf(c), c.req.valid('param').id);
      return reply(c, { done: true });
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{id}/messages`,
      tags,
      security,
      summary: 'Answer a chat you hold; a repeated requestId returns the first message',
      request: { params: ChatIdParam, ...json(ChatSendRequest) },
      responses: { 200: jsonContent(ChatMessageResponse, 'The stored message'), ...errors },
    }),
    async (c) =>
      reply(c, await answerChat(deps.db, actorOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );

  app.openAPIRegistry.registerPath(
    imageDoc(opsChatImageSendPath(0).replace('/0/', '/{id}/'), tags, security, errors),
  );
  app.post(`${base}/:id{[0-9]+}/messages/image`, async (c: Context<AppEnv>) => {
    const operator = actorOf(c);
    const { id } = ChatIdParam.parse({ id: c.req.param('id') });
    const { fields, bytes } = await readImageFields(c);
    const input = { conversationId: id, sender: 'operator' as const, operator, ...fields };
    return reply(
      c,
      await storeImageMessage(deps.db, deps.blobs, { ...input, check: holderCheck(operator) }, bytes),
    );
  });

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/messages/{messageId}/image`,
      tags,
      security,
      summary: 'The image of any conversation’s message (png or jpg)',
      request: { params: ChatMessageIdParam },
      responses: { 200: { description: 'The image bytes' }, ...errors },
    }),
    async (c) => {
      actorOf(c);
      return imageReply(c, await readMessageImage(deps.db, deps.blobs, c.req.valid('param').messageId, null));
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{id}/close`,
      tags,
      security,
      summary: 'End the chat; the member’s next message opens it again',
      request: { params: ChatIdParam },
      responses: { 200: jsonContent(ChatDoneResponse, 'Closed'), ...errors },
    }),
    async (c) => {
      await closeChat(deps.db, actorOf(c), c.req.valid('param').id);
      return reply(c, { done: true });
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/hours`,
      tags,
      security,
      summary: 'Support hours',
      responses: { 200: jsonContent(SupportHoursResponse, 'Hours'), ...errors },
    }),
    async (c) => {
      actorOf(c);
      return reply(c, await readSupportHours(deps.db));
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: `${base}/hours`,
      tags,
      security,
      summary: 'Change the support hours (audited)',
      request: json(SupportHours),
      responses: { 200: jsonContent(SupportHoursResponse, 'Hours'), ...errors },
    }),
    async (c) => {
      const actor = actorOf(c);
      const hours = await deps.db.transaction(async (tx) => {
        const saved = await writeSupportHours(tx, c.req.valid('json'));
        await audit(tx, actor, 'chat.hours', 'chat', saved);
        return saved;
      });
      return reply(c, hours);
    },
  );

  app.get(`${base}/stream`, (c: Context<AppEnv>) => operatorStream(hub, actorOf(c)));

  return app;
}
