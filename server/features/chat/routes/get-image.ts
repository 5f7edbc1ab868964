import { createRoute } from '@hono/zod-openapi';
import { ChatMessageIdParam } from '../../../../contract/chat/schemas';
import { messageImage } from '../../../../contract/chat/endpoints';
import { readMessageImage } from '../attachments';
import { imageReply } from '../image-routes';
import { findConversation } from '../messages';
import { partyOf } from '../party';
import { memberErrors, type ChatRoute } from './context';

/** The image's bytes are no envelope: its path is a string of the contract (decision 065). */
export const messageImageRoute: ChatRoute = (app, { deps }) =>
  app.openapi(
    createRoute({
      method: 'get',
      path: messageImage,
      tags: ['chat'],
      summary: 'The image of a message of your own conversation (png or jpg)',
      request: { params: ChatMessageIdParam },
      responses: { 200: { description: 'The image bytes' }, ...memberErrors },
    }),
    async (c) => {
      const party = await partyOf(deps, c);
      const conversation = await findConversation(deps.db, party);
      const { messageId } = c.req.valid('param');
      return imageReply(c, await readMessageImage(deps.db, deps.blobs, messageId, conversation ?? -1));
    },
  );
