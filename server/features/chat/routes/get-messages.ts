import { chatCalls } from '../../../../contract/chat/calls';
import { route } from '../../../core/http/openapi';
import { conversationOf, messagesAfter } from '../messages';
import { partyOf } from '../party';
import { memberDoc, memberReply, type ChatRoute } from './context';

export const messages: ChatRoute = (app, { deps }) =>
  app.openapi(
    route(
      chatCalls.messages,
      memberDoc('History past `after`, oldest first (200 a page; `more` when there is another)', 'A page'),
    ),
    async (c) => {
      const party = await partyOf(deps, c);
      const conversation = await conversationOf(deps.db, party);
      return memberReply(c, await messagesAfter(deps.db, conversation, c.req.valid('query').after));
    },
  );
