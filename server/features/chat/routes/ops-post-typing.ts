import { chatCalls } from '../../../../contract/chat/calls';
import { route } from '../../../core/http/openapi';
import { actorOf } from '../../operator';
import { typingFrom } from '../typing';
import { opsDoc, opsReply, type ChatRoute } from './context';

export const opsTyping: ChatRoute = (app, { deps, hub }) =>
  app.openapi(
    route(
      chatCalls.opsTyping,
      opsDoc(
        'The operator is typing: the member sees "typing…" (never stored; at most one every 3 s)',
        'done: false when dropped',
      ),
    ),
    async (c) => {
      actorOf(c);
      return opsReply(c, { done: await typingFrom(deps.db, hub, c.req.valid('param').id, 'operator') });
    },
  );
