import { createRoute, z } from '@hono/zod-openapi';
import { feedbackImage as imagePath } from '../../../../contract/operator/endpoints';
import { FeedbackImageParams } from '../../../../contract/feedback/schemas';
import { operatorCalls } from '../../../../contract/operator/calls';
import { route } from '../../../core/http/openapi';
import { findOpsFeedback, readFeedbackImage, replyToFeedback } from '../../feedback';
import { actorOf } from '../require-operator';
import { errors, security, tags, opsDoc, reply, type OpsRoute } from './context';

/** Feedback for operators: the same actions as `npm run ops -- feedback`, each audited. */
export const feedback: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(operatorCalls.feedback, opsDoc('Feedback: open (oldest first) or all (newest first)', 'Feedback')),
    async (c) => {
      const q = c.req.valid('query');
      return reply(c, { list: await findOpsFeedback(deps.db, q.status, q.limit) });
    },
  );

export const replyFeedback: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(
      operatorCalls.replyFeedback,
      opsDoc("Answer a feedback once: status replied, the answer in the member's inbox, audited", 'Answered'),
    ),
    async (c) =>
      reply(
        c,
        await replyToFeedback(deps.db, actorOf(c), c.req.valid('param').id, c.req.valid('json').reply),
      ),
  );

/** The image's bytes are no envelope: its path is a string of the contract (decision 065). */
export const feedbackImage: OpsRoute = (app, { deps }) =>
  app.openapi(
    createRoute({
      method: 'get',
      path: imagePath,
      tags,
      security,
      summary: 'Image n (1-3) of a feedback',
      request: { params: FeedbackImageParams },
      responses: {
        200: { description: 'The image', content: { 'image/png': { schema: z.string() } } },
        ...errors,
      },
    }),
    async (c) => {
      const { id, n } = c.req.valid('param');
      const image = await readFeedbackImage(deps.db, deps.blobs, id, n);
      return c.body(new Uint8Array(image.bytes), 200, {
        'Content-Type': image.contentType,
        'Cache-Control': 'private, no-store',
        'Content-Disposition': 'inline; filename="feedback"',
      }) as never;
    },
  );
