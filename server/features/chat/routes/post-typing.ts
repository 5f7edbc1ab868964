import { chatCalls } from '../../../../contract/chat/calls';
import { route } from '../../../core/http/openapi';
import { findConversation } from '../messages';
import { partyOf } from '../party';
import { typingFrom } from '../typing';
import { memberDoc, memberReply, type ChatRoute } from './context';

export const typing: ChatRoute = (app, { deps, hub }) =>
  app.openapi(
    route(
      chatCalls.typing,
      memberDoc(
        'The member or guest is typing: the console sees "typing…" (never stored; more than one every 3 s is dropped)',
        'done: false when dropped or no chat yet',
      ),
    ),
    async (c) => {
      const party = await partyOf(deps, c);
      const conversation = await findConversation(deps.db, party);
      const sender = party.kind === 'guest' ? 'guest' : 'member';
      return memberReply(c, { done: await typingFrom(deps.db, hub, conversation, sender) });
    },
  );
