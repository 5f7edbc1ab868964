import type { Context } from 'hono';
import { ChatIdParam } from '../../../../contract/chat/schemas';
import { opsSendImage } from '../../../../contract/chat/endpoints';
import type { AppEnv } from '../../../core/context/deps';
import { actorOf } from '../../operator';
import { storeImageMessage } from '../attachments';
import { holderCheck } from '../console';
import { imageDoc, readImageFields } from '../image-routes';
import { opsErrors, opsReply, opsSecurity, opsTags, type ChatRoute } from './context';

/** A multipart body, so a plain route with its OpenAPI entry written by hand (image-routes.ts). */
export const opsImage: ChatRoute = (app, { deps }) => {
  app.openAPIRegistry.registerPath(imageDoc(opsSendImage, opsTags, opsSecurity, opsErrors));
  // Hono's own path syntax: the id must be digits, as the body limit's path test (app.ts) expects.
  app.post(opsSendImage.replace('{id}', ':id{[0-9]+}'), async (c: Context<AppEnv>) => {
    const operator = actorOf(c);
    const { id } = ChatIdParam.parse({ id: c.req.param('id') });
    const { fields, bytes } = await readImageFields(c);
    const input = { conversationId: id, sender: 'operator' as const, operator, ...fields };
    return opsReply(
      c,
      await storeImageMessage(deps.db, deps.blobs, { ...input, check: holderCheck(operator) }, bytes),
    );
  });
};
