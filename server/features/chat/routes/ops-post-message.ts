import { chatCalls } from '../../../../contract/chat/calls';
import { route } from '../../../core/http/openapi';
import { actorOf } from '../../operator';
import { answerChat } from '../console';
import { opsDoc, opsReply, type ChatRoute } from './context';

export const answer: ChatRoute = (app, { deps }) =>
  app.openapi(
    route(
      chatCalls.answer,
      opsDoc('Answer a chat you hold; a repeated requestId returns the first message', 'The stored message'),
    ),
    async (c) =>
      opsReply(c, await answerChat(deps.db, actorOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );
