import { sendImage } from '../../../../contract/chat/endpoints';
import { storeImageMessage } from '../attachments';
import { imageDoc, readImageFields } from '../image-routes';
import { conversationOf } from '../messages';
import { partyOf } from '../party';
import { memberErrors, memberReply, type ChatRoute } from './context';

/** A multipart body, so a plain route with its OpenAPI entry written by hand (image-routes.ts). */
export const image: ChatRoute = (app, { deps, limits }) => {
  app.openAPIRegistry.registerPath(imageDoc(sendImage, ['chat'], [], memberErrors));
  app.post(sendImage, async (c) => {
    const party = await partyOf(deps, c);
    const { fields, bytes } = await readImageFields(c);
    await limits.chatSend.take(party.key);
    const conversationId = await conversationOf(deps.db, party);
    const message = await storeImageMessage(
      deps.db,
      deps.blobs,
      { conversationId, sender: party.kind, ...fields },
      bytes,
    );
    return memberReply(c, message);
  });
};
