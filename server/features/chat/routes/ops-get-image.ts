import { createRoute } from '@hono/zod-openapi';
import { ChatMessageIdParam } from '../../../../contract/chat/schemas';
import { opsMessageImage } from '../../../../contract/chat/endpoints';
import { actorOf } from '../../operator';
import { readMessageImage } from '../attachments';
import { imageReply } from '../image-routes';
import { opsErrors, opsSecurity, opsTags, type ChatRoute } from './context';

/** The image's bytes are no envelope: its path is a string of the contract (decision 065). */
export const opsImageRead: ChatRoute = (app, { deps }) =>
  app.openapi(
    createRoute({
      method: 'get',
      path: opsMessageImage,
      tags: opsTags,
      security: opsSecurity,
      summary: 'The image of any conversation’s message (png or jpg)',
      request: { params: ChatMessageIdParam },
      responses: { 200: { description: 'The image bytes' }, ...opsErrors },
    }),
    async (c) => {
      actorOf(c);
      return imageReply(c, await readMessageImage(deps.db, deps.blobs, c.req.valid('param').messageId, null));
    },
  );
