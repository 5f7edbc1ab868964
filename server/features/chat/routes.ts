import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  CHAT_IMAGE_SEND_PATH,
  CHAT_LAUNCH_PATH,
  CHAT_MODELS_PATH,
  ChatLaunchQuery,
  ChatLaunchResponse,
  ChatModelsResponse,
  ChatAdoptRequest,
  ChatAfterQuery,
  ChatDoneResponse,
  ChatGuestRequest,
  ChatGuestResponse,
  ChatMessageIdParam,
  ChatMessageResponse,
  ChatPageResponse,
  ChatReadRequest,
  ChatSendRequest,
  ChatStateResponse,
  type ChatState,
} from '../../../contract/chat';
import { ErrorEnvelope } from '../../../contract/envelope';
import type { Deps } from '../../deps';
import { ok } from '../../lib/errors';
import { createLimits } from '../../lib/limits';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { requireSession } from '../../lib/require-session';
import { requireCaptcha } from '../captcha';
import { readMessageImage, storeImageMessage } from './attachments';
import { adoptGuestChat, startGuestChat } from './guest';
import { imageDoc, imageReply, readImageFields } from './image-routes';
import type { ChatHub } from './hub';
import {
  conversationOf,
  findConversation,
  markRead,
  messagesAfter,
  storeMessage,
  unreadOf,
} from './messages';
import { chatModels, launchChat } from './models';
import { partyOf } from './party';
import { conversationStream } from './streams';
import { isOnDuty, nextOnDuty, readSupportHours } from './support-hours';
import { typingFrom } from './typing';

const tags = ['chat'];
const base = '/wps/chat';
const errors = {
  401: jsonContent(
    ErrorEnvelope,
    'NOT_LOGGED_IN (no session, no guest token), INVALID_TOKEN (unknown guest token)',
  ),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
  ...errorResponses,
};
const reply = <T>(c: Context, value: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json(ok(value), 200);
};
const json = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

/** The member's and guest's side of live chat (decision 039). */
export function chatMemberRoutes(deps: Deps, hub: ChatHub) {
  const app = createRouter();
  const limits = createLimits(deps.pool);

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/state`,
      tags,
      summary: 'Support hours, whether staff are on duty, and the unread count (0 without identity)',
      responses: { 200: jsonContent(ChatStateResponse, 'State'), ...errors },
    }),
    async (c) => {
      const hours = await readSupportHours(deps.db);
      const now = new Date();
      const party = await partyOf(deps, c).catch(() => null);
      const conversation = party ? await findConversation(deps.db, party) : null;
      const unread = conversation ? await unreadOf(deps.db, conversation) : 0;
      const next = nextOnDuty(hours, now);
      const state: ChatState = {
        online: isOnDuty(hours, now),
        nextOpenAt: next?.toISOString() ?? null,
        hours,
        unread,
      };
      return reply(c, state);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: CHAT_MODELS_PATH,
      tags,
      summary:
        'Live-chat models (spec section 7): our own chat, and each LIVECHAT entry with an external chatUrl',
      responses: { 200: jsonContent(ChatModelsResponse, 'Models, ours first'), ...errorResponses },
    }),
    async (c) => reply(c, { list: await chatModels(deps.db) }),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: CHAT_LAUNCH_PATH,
      tags,
      summary: 'Launch a live-chat model: its chatUrl (ours: the in-app address that opens the chat sheet)',
      request: { query: ChatLaunchQuery },
      responses: {
        200: jsonContent(ChatLaunchResponse, 'The chatUrl'),
        404: jsonContent(ErrorEnvelope, 'NOT_FOUND (no such model)'),
        ...errorResponses,
      },
    }),
    async (c) => reply(c, { chatUrl: await launchChat(deps.db, c.req.valid('query').model) }),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/typing`,
      tags,
      summary:
        'The member or guest is typing: the console sees "typing…" (never stored; more than one every 3 s is dropped)',
      responses: { 200: jsonContent(ChatDoneResponse, 'done: false when dropped or no chat yet'), ...errors },
    }),
    async (c) => {
      const party = await partyOf(deps, c);
      const conversation = await findConversation(deps.db, party);
      const sender = party.kind === 'guest' ? 'guest' : 'member';
      return reply(c, { done: await typingFrom(deps.db, hub, conversation, sender) });
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/messages`,
      tags,
      summary: 'History past `after`, oldest first (200 a page; `more` when there is another)',
      request: { query: ChatAfterQuery },
      responses: { 200: jsonContent(ChatPageResponse, 'A page'), ...errors },
    }),
    async (c) => {
      const party = await partyOf(deps, c);
      const conversation = await conversationOf(deps.db, party);
      return reply(c, await messagesAfter(deps.db, conversation, c.req.valid('query').after));
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/messages`,
      tags,
      summary: 'Send; a repeated requestId returns the first message (sent also as Idempotency-Key)',
      request: json(ChatSendRequest),
      responses: { 200: jsonContent(ChatMessageResponse, 'The stored message'), ...errors },
    }),
    async (c) => {
      const party = await partyOf(deps, c);
      await limits.chatSend.take(party.key);
      const conversationId = await conversationOf(deps.db, party);
      const input = c.req.valid('json');
      return reply(c, await storeMessage(deps.db, { conversationId, sender: party.kind, ...input }));
    },
  );

  app.openAPIRegistry.registerPath(imageDoc(CHAT_IMAGE_SEND_PATH, tags, [], errors));
  app.post(CHAT_IMAGE_SEND_PATH, async (c) => {
    const party = await partyOf(deps, c);
    const { fields, bytes } = await readImageFields(c);
    await limits.chatSend.take(party.key);
    const conversationId = await conversationOf(deps.db, party);
    const message = await storeImageMessage(
      deps.db,
      deps.blobs,
      { conversationId, sender: party.kind, ...fields },
      bytes,
    );
    return reply(c, message);
  });

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/messages/{messageId}/image`,
      tags,
      summary: 'The image of a message of your own conversation (png or jpg)',
      request: { params: ChatMessageIdParam },
      responses: { 200: { description: 'The image bytes' }, ...errors },
    }),
    async (c) => {
      const party = await partyOf(deps, c);
      const conversation = await findConversation(deps.db, party);
      const { messageId } = c.req.valid('param');
      return imageReply(c, await readMessageImage(deps.db, deps.blobs, messageId, conversation ?? -1));
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/read`,
      tags,
      summary: 'Everything up to this message id has been seen',
      request: json(ChatReadRequest),
      responses: { 200: jsonContent(ChatDoneResponse, 'Done'), ...errors },
    }),
    async (c) => {
      const party = await partyOf(deps, c);
      await markRead(deps.db, await conversationOf(deps.db, party), c.req.valid('json').upTo);
      return reply(c, { done: true });
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/guest`,
      tags,
      summary: 'A guest chat, after a captcha; the token goes in X-Chat-Guest',
      request: json(ChatGuestRequest),
      responses: { 200: jsonContent(ChatGuestResponse, 'The guest token, shown once'), ...errors },
    }),
    async (c) => {
      await limits.chatGuest.take(c.get('ip'));
      await requireCaptcha(deps.db, c.req.valid('json'));
      return reply(c, { guestToken: await startGuestChat(deps.db) });
    },
  );

  app.use(`${base}/guest/adopt`, requireSession(deps, { allowTrial: true }));
  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/guest/adopt`,
      tags,
      security: [{ bearerAuth: [] }],
      summary: 'After login: the guest chat continues in the member’s conversation',
      request: json(ChatAdoptRequest),
      responses: {
        200: jsonContent(ChatDoneResponse, 'done: false when the token was moved already'),
        ...errors,
      },
    }),
    async (c) => {
      const accountId = c.get('session').accountId;
      const conversation = await conversationOf(deps.db, {
        kind: 'member',
        accountId,
        key: `a:${accountId}`,
      });
      return reply(c, { done: await adoptGuestChat(deps.db, conversation, c.req.valid('json').guestToken) });
    },
  );

  // Server-Sent Events (not in the OpenAPI document: a text/event-stream of ChatMessage events).
  app.get(`${base}/stream`, async (c) => {
    const party = await partyOf(deps, c);
    const conversation = await conversationOf(deps.db, party);
    return conversationStream(deps, c, hub, party.key, conversation);
  });

  return app;
}
