import { chatCalls } from '../../../../contract/chat/calls';
import { route } from '../../../core/http/openapi';
import { conversationOf, storeMessage } from '../messages';
import { partyOf } from '../party';
import { memberDoc, memberReply, type ChatRoute } from './context';

export const send: ChatRoute = (app, { deps, limits }) =>
  app.openapi(
    route(
      chatCalls.send,
      memberDoc(
        'Send; a repeated requestId returns the first message (sent also as Idempotency-Key)',
        'The stored message',
      ),
    ),
    async (c) => {
      const party = await partyOf(deps, c);
      await limits.chatSend.take(party.key);
      const conversationId = await conversationOf(deps.db, party);
      const input = c.req.valid('json');
      return memberReply(c, await storeMessage(deps.db, { conversationId, sender: party.kind, ...input }));
    },
  );
