import { createRoute, z } from '@hono/zod-openapi';
import {
  FeedbackImageParams,
  FeedbackReplyRequest,
  OpsFeedbackListResponse,
  OpsFeedbackQuery,
  OpsFeedbackItem,
} from '../../../contract/feedback';
import { envelope } from '../../../contract/envelope';
import {
  HelpArticleEdit,
  HelpSlug,
  HelpVersionsResponse,
  OpsHelpArticleResponse,
  TermsEdit,
  TermsVersionResponse,
  TermsVersionsResponse,
} from '../../../contract/help';
import type { Deps } from '../../deps';
import { ok } from '../../lib/errors';
import { createRouter, jsonContent } from '../../lib/openapi';
import { findOpsFeedback, readFeedbackImage, replyToFeedback } from '../feedback';
import { articleVersions, editArticle, listArticles, listTermsVersions, publishTerms } from '../help';
import { actorOf } from './require-operator';
import { errors, security, tags } from './route-parts';

const SlugParam = z.object({ slug: HelpSlug });
const IdParam = z.object({ id: z.coerce.number().int().positive() });
const json = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

/**
 * Help articles, terms and feedback for operators (/ops, mounted under requireOperator by
 * operatorRoutes): the same actions as `npm run ops -- help|terms|feedback`, each audited.
 */
export function contentOpsRoutes(deps: Deps) {
  const app = createRouter();
  // This node's caches drop at once; the NOTIFY sent at commit tells the other nodes.
  const helpChanged = () => deps.changes.emit('help');

  app.openapi(
    createRoute({
      method: 'get',
      path: '/ops/help/articles',
      tags,
      security,
      summary: 'Help articles: slug, section, sort, version, Vietnamese title',
      responses: {
        200: jsonContent(
          envelope(
            z.object({
              list: z.array(
                z.object({
                  slug: z.string(),
                  section: z.string(),
                  sort: z.number(),
                  version: z.number(),
                  title: z.string(),
                }),
              ),
            }),
          ),
          'Articles',
        ),
        ...errors,
      },
    }),
    async (c) => c.json(ok({ list: await listArticles(deps.db) }), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/ops/help/articles/{slug}',
      tags,
      security,
      summary:
        'Create or edit an article: a new version (the missing language of a new one copies the other)',
      request: { params: SlugParam, ...json(HelpArticleEdit) },
      responses: { 200: jsonContent(OpsHelpArticleResponse, 'The new version'), ...errors },
    }),
    async (c) => {
      const saved = await editArticle(deps.db, actorOf(c), c.req.valid('param').slug, c.req.valid('json'));
      helpChanged();
      return c.json(ok(saved), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/ops/help/articles/{slug}/versions',
      tags,
      security,
      summary: "An article's versions, newest first",
      request: { params: SlugParam },
      responses: { 200: jsonContent(HelpVersionsResponse, 'Versions'), ...errors },
    }),
    async (c) => c.json(ok({ list: await articleVersions(deps.db, c.req.valid('param').slug) }), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/ops/terms',
      tags,
      security,
      summary: 'Terms versions, newest (in force) first',
      responses: { 200: jsonContent(TermsVersionsResponse, 'Versions'), ...errors },
    }),
    async (c) => c.json(ok({ list: await listTermsVersions(deps.db) }), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/ops/terms',
      tags,
      security,
      summary: 'Publish a new terms version (a language not given keeps its text)',
      request: json(TermsEdit),
      responses: { 200: jsonContent(TermsVersionResponse, 'Published'), ...errors },
    }),
    async (c) => {
      const saved = await publishTerms(deps.db, actorOf(c), c.req.valid('json'));
      helpChanged();
      return c.json(ok(saved), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/ops/feedback',
      tags,
      security,
      summary: 'Feedback: open (oldest first) or all (newest first)',
      request: { query: OpsFeedbackQuery },
      responses: { 200: jsonContent(OpsFeedbackListResponse, 'Feedback'), ...errors },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(ok({ list: await findOpsFeedback(deps.db, q.status, q.limit) }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/ops/feedback/{id}/reply',
      tags,
      security,
      summary: "Answer a feedback once: status replied, the answer in the member's inbox, audited",
      request: { params: IdParam, ...json(FeedbackReplyRequest) },
      responses: { 200: jsonContent(envelope(OpsFeedbackItem), 'Answered'), ...errors },
    }),
    async (c) =>
      c.json(
        ok(await replyToFeedback(deps.db, actorOf(c), c.req.valid('param').id, c.req.valid('json').reply)),
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/ops/feedback/{id}/images/{n}',
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
  return app;
}
