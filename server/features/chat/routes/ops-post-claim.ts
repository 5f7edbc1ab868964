import { chatCalls } from '../../../../contract/chat/calls';
import { route } from '../../../core/http/openapi';
import { actorOf } from '../../operator';
import { claimChat, closeChat } from '../console';
import { opsDoc, opsReply, type ChatRoute } from './context';

export const claim: ChatRoute = (app, { deps }) =>
  app.openapi(
    route(
      chatCalls.claim,
      opsDoc(
        'Take an open chat; of two operators claiming one, one wins (the other: WRONG_STATE)',
        'Claimed',
      ),
    ),
    async (c) => {
      await claimChat(deps.db, actorOf(c), c.req.valid('param').id);
      return opsReply(c, { done: true });
    },
  );

export const close: ChatRoute = (app, { deps }) =>
  app.openapi(
    route(chatCalls.close, opsDoc('End the chat; the member’s next message opens it again', 'Closed')),
    async (c) => {
      await closeChat(deps.db, actorOf(c), c.req.valid('param').id);
      return opsReply(c, { done: true });
    },
  );
