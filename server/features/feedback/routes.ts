import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ErrorEnvelope } from '../../../contract/envelope';
import { base } from '../../../contract/feedback/endpoints';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_IMAGES,
  FeedbackFields,
  FeedbackItemResponse,
} from '../../../contract/feedback/schemas';
import { feedbackCalls } from '../../../contract/feedback/calls';
import type { AppEnv, Deps } from '../../core/context/deps';
import { AppError, ok } from '../../core/context/errors';
import { limitBody } from '../../core/http/limit-body';
import { createLimits } from '../../core/limits/limits';
import { createRouter, errorResponses, jsonContent, route } from '../../core/http/openapi';
import { findControlCharacter } from '../../core/http/refuse-control-characters';
import { requireSession } from '../../core/sessions/require-session';
import { findMyFeedback } from './find';
import { submitFeedback } from './submit';

const tags = ['feedback'];
const security = [{ bearerAuth: [] }];
/** Spec section 7's path. Outside the /wps 64 KiB body limit (server/app.ts): it carries images. */
export const FEEDBACK_PATH = base;
const errors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  403: jsonContent(ErrorEnvelope, 'NEED_REAL_ACCOUNT'),
  ...errorResponses,
};

/** Files from a multipart field that may hold one file, several, or text (ignored). */
function filesOf(value: unknown): File[] {
  const all = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return all.filter((v): v is File => v instanceof File);
}

/** Feedback (spec sections 1, 5 and 7): send one with images, list "my feedback". */
export function feedbackRoutes(deps: Deps) {
  const app = createRouter();
  const limits = createLimits(deps.pool);
  app.use(FEEDBACK_PATH, limitBody(FEEDBACK_MAX_IMAGES * FEEDBACK_IMAGE_MAX_BYTES + 64 * 1024));
  app.use(FEEDBACK_PATH, requireSession(deps));

  app.openapi(
    route(feedbackCalls.mine, {
      tags,
      security,
      summary: "The member's feedback, newest first, with status and the operator's reply",
      answer: 'My feedback',
      errors,
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(ok({ list: await findMyFeedback(deps.db, c.get('session').accountId) }), 200);
    },
  );

  // A multipart form is no JSON body, so no call of the contract: the route documents its fields
  // (the form's text fields by the contract's FeedbackFields) and parses them itself (decision 073).
  app.openAPIRegistry.registerPath(
    createRoute({
      method: 'put',
      path: FEEDBACK_PATH,
      tags,
      security,
      summary:
        'Send feedback: multipart category, content (140 characters) and up to 3 png/jpg images (5 MB each)',
      description:
        'Image types are read from their bytes (UNSUPPORTED_FILE otherwise, field images.N); 5 per hour per account.',
      request: {
        body: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: FeedbackFields.extend({
                images: z.array(z.string()).max(FEEDBACK_MAX_IMAGES).optional(),
              }),
            },
          },
        },
      },
      responses: {
        200: jsonContent(FeedbackItemResponse, 'Stored'),
        413: jsonContent(ErrorEnvelope, 'PAYLOAD_TOO_LARGE'),
        415: jsonContent(ErrorEnvelope, 'UNSUPPORTED_FILE'),
        429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
        ...errors,
      },
    }),
  );
  app.put(FEEDBACK_PATH, async (c: Context<AppEnv>) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.toLowerCase().startsWith('multipart/form-data'))
      throw new AppError('BAD_REQUEST', 'send multipart/form-data');
    const body = await c.req.parseBody({ all: true });
    const parsed = FeedbackFields.safeParse({ category: body.category, content: body.content });
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'content');
      throw new AppError('BAD_REQUEST', `${field}: ${parsed.error.issues[0]?.message}`, { field });
    }
    const fields = parsed.data;
    if (findControlCharacter(fields.content))
      throw new AppError('INVALID_CHARACTERS', 'content: control characters are not allowed', {
        field: 'content',
      });
    const files = filesOf(body.images);
    if (files.length > FEEDBACK_MAX_IMAGES)
      throw new AppError('BAD_REQUEST', `at most ${FEEDBACK_MAX_IMAGES} images`, { field: 'images' });
    const images = await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
    const accountId = c.get('session').accountId;
    await limits.feedback.take(String(accountId));
    c.header('Cache-Control', 'no-store');
    return c.json(ok(await submitFeedback(deps.db, deps.blobs, accountId, fields, images)), 200);
  });
  return app;
}
