import { chatCalls } from '../../../../contract/chat/calls';
import { route } from '../../../core/http/openapi';
import { conversationOf, markRead } from '../messages';
import { partyOf } from '../party';
import { memberDoc, memberReply, type ChatRoute } from './context';

export const read: ChatRoute = (app, { deps }) =>
  app.openapi(
    route(chatCalls.read, memberDoc('Everything up to this message id has been seen', 'Done')),
    async (c) => {
      const party = await partyOf(deps, c);
      await markRead(deps.db, await conversationOf(deps.db, party), c.req.valid('json').upTo);
      return memberReply(c, { done: true });
    },
  );
