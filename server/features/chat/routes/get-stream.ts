import { stream } from '../../../../contract/chat/endpoints';
import { conversationOf } from '../messages';
import { partyOf } from '../party';
import { conversationStream } from '../streams';
import { streamDoc, type ChatRoute } from './context';

/** The member's or guest's stream: an event stream, so a plain route documented by streamDoc. */
export const memberStream: ChatRoute = (app, { deps, hub }) => {
  app.openAPIRegistry.registerPath(
    streamDoc(
      stream,
      'Messages of your conversation as they are stored, past `after` or Last-Event-ID',
      '`message` (data: ChatMessage, id: its id), `typing` (data: ChatTyping, the operator types)',
      {},
    ),
  );
  app.get(stream, async (c) => {
    const party = await partyOf(deps, c);
    const conversation = await conversationOf(deps.db, party);
    return conversationStream(deps, c, hub, party.key, conversation);
  });
};
