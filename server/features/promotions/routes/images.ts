import { createRoute, z } from '@hono/zod-openapi';
import { applicationImage, applicationImages } from '../../../../contract/rewards/endpoints';
import { ErrorEnvelope } from '../../../../contract/envelope';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  PromotionIdParam,
  UploadedImageResponse,
} from '../../../../contract/rewards/schemas';
import { limitBody } from '../../../core/http/limit-body';
import { jsonContent } from '../../../core/http/openapi';
import { requireSession } from '../../../core/sessions/require-session';
import { requireOpenSite } from '../../../core/site/site-gate';
import { readImage, uploadImage } from '../../../engine/rewards';
import { errors, reply, security, tags, who, type RewardsRoute } from './context';

/**
 * Application images: raw PNG/JPEG bodies up to 5 MB, outside /wps and its 64 KiB body limit (as
 * withdrawal proofs), behind the same site gate.
 */
export const images: RewardsRoute = (app, { deps, limits }) => {
  const session = requireSession(deps);
  app.use(applicationImages, requireOpenSite(deps));
  app.use(applicationImages, limitBody(APPLICATION_IMAGE_MAX_BYTES + 1));
  app.use(applicationImages, session);
  app.use(`${applicationImages}/*`, session);
  app.openAPIRegistry.registerPath(
    createRoute({
      method: 'post',
      path: applicationImages,
      tags,
      security,
      summary: 'Upload an application image: raw PNG or JPEG body, 5 MB at most; answers its imageId',
      request: {
        body: {
          required: true,
          content: { 'image/png': { schema: z.string() }, 'image/jpeg': { schema: z.string() } },
        },
      },
      responses: {
        200: jsonContent(UploadedImageResponse, 'Stored'),
        413: jsonContent(ErrorEnvelope, 'PAYLOAD_TOO_LARGE'),
        415: jsonContent(ErrorEnvelope, 'UNSUPPORTED_FILE'),
        ...errors,
      },
    }),
  );
  app.post(applicationImages, async (c) => {
    await limits.rewardUploads.take(String(who(c)));
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return reply(c, { imageId: await uploadImage(deps.db, deps.blobs, who(c), bytes) });
  });
  app.get(applicationImage.replace('{id}', ':id'), async (c) => {
    const { id } = PromotionIdParam.parse({ id: c.req.param('id') });
    const image = await readImage(deps.db, deps.blobs, id, who(c));
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.type,
      'Cache-Control': 'private, no-store',
      'Content-Disposition': 'inline',
    });
  });
};
