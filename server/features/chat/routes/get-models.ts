import { chatCalls } from '../../../../contract/chat/calls';
import { ErrorEnvelope } from '../../../../contract/envelope';
import { errorResponses, jsonContent, route } from '../../../core/http/openapi';
import { chatModels, launchChat } from '../models';
import { memberDoc, memberReply, type ChatRoute } from './context';

/** Spec section 7's two live-chat calls: open to any visitor, no identity needed. */
export const models: ChatRoute = (app, { deps }) =>
  app.openapi(
    route(
      chatCalls.models,
      memberDoc(
        'Live-chat models (spec section 7): our own chat, and each LIVECHAT entry with an external chatUrl',
        'Models, ours first',
        { errors: errorResponses },
      ),
    ),
    async (c) => memberReply(c, { list: await chatModels(deps.db) }),
  );

export const launch: ChatRoute = (app, { deps }) =>
  app.openapi(
    route(
      chatCalls.launch,
      memberDoc(
        'Launch a live-chat model: its chatUrl (ours: the in-app address that opens the chat sheet)',
        'The chatUrl',
        { errors: { 404: jsonContent(ErrorEnvelope, 'NOT_FOUND (no such model)'), ...errorResponses } },
      ),
    ),
    async (c) => memberReply(c, { chatUrl: await launchChat(deps.db, c.req.valid('query').model) }),
  );
