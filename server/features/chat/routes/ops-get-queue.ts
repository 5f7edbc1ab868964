import { chatCalls } from '../../../../contract/chat/calls';
import { route } from '../../../core/http/openapi';
import { actorOf } from '../../operator';
import { findQueue } from '../console';
import { opsDoc, opsReply, type ChatRoute } from './context';

export const queue: ChatRoute = (app, { deps }) =>
  app.openapi(
    route(
      chatCalls.queue,
      opsDoc('Live chats (open ones first, longest waiting first) or the latest closed ones', 'Queue'),
    ),
    async (c) => opsReply(c, await findQueue(deps.db, actorOf(c), c.req.valid('query').status)),
  );
