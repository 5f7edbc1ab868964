import { chatCalls } from '../../../../contract/chat/calls';
import { route } from '../../../core/http/openapi';
import { actorOf } from '../../operator';
import { messagesAfter } from '../messages';
import { opsDoc, opsReply, type ChatRoute } from './context';

export const opsMessages: ChatRoute = (app, { deps }) =>
  app.openapi(
    route(chatCalls.opsMessages, opsDoc('A conversation past `after`, oldest first', 'A page')),
    async (c) => {
      actorOf(c);
      return opsReply(c, await messagesAfter(deps.db, c.req.valid('param').id, c.req.valid('query').after));
    },
  );
