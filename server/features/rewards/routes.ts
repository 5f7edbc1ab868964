import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { LanguageQuery } from '../../../contract/common';
import { ErrorEnvelope } from '../../../contract/envelope';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  ApplicationListResponse,
  ApplicationResponse,
  ApplyRequest,
  ClaimRequest,
  ClaimResponse,
  GrantPageResponse,
  GrantsQuery,
  PromotionDetailResponse,
  PromotionIdParam,
  PromotionListResponse,
  PromotionsQuery,
  TurnoverSummaryResponse,
  UploadedImageResponse,
} from '../../../contract/rewards';
import type { Db } from '../../db/client';
import type { AppEnv, Deps } from '../../deps';
import { AppError, ok } from '../../lib/errors';
import { createLimits } from '../../lib/limits';
import { limitBody } from '../../lib/limit-body';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { bearerToken, requireSession } from '../../lib/require-session';
import { findSession } from '../../lib/sessions';
import { applyForPromotion, myApplications, readImage, uploadImage } from './applications';
import { claimPromotion } from './claim';
import { networkOf, type Origin } from './facts';
import { listGrants } from './grants';
import { listPromotions, promotionDetail } from './promotions';
import { feedTurnover, turnoverSummary } from './turnover';

const tags = ['rewards'];
const security = [{ bearerAuth: [] }];
const errors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  403: jsonContent(ErrorEnvelope, 'RULE_FAILED (value.rule names the rule), NEED_REAL_ACCOUNT'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND'),
  409: jsonContent(
    ErrorEnvelope,
    'ALREADY_CLAIMED, BUDGET_EXHAUSTED, PROMOTION_CLOSED, DUPLICATE_TRANSACTION',
  ),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
  ...errorResponses,
};
const json = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const reply = <T>(c: Context, value: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json(ok(value), 200);
};
const originOf = (c: Context<AppEnv>, deviceId?: string): Origin => ({
  ip24: networkOf(c.get('ip')),
  deviceId: deviceId ?? null,
});

/** The claim and apply calls: the ones rate-limited by LIMITS.rewardClaims. */
const isAct = /^\/wps\/member\/promotions\/[^/]+\/(claim|apply)$/;

/**
 * Promotions and rewards for members (decisions 032-035): the promotions page (guests too, with
 * no state), claims, applications with images, the member's grants and turnover.
 */
export function rewardRoutes(deps: Deps) {
  const app = createRouter();
  const session = requireSession(deps);
  const limits = createLimits(deps.pool);
  // A claim or an application takes its rate-limit point in the session's statement (decision 068).
  const sessionTakingClaim = requireSession(deps, { limit: limits.rewardClaims });
  app.use('/wps/member/promotions/*', (c, next) =>
    (c.req.method === 'POST' && isAct.test(c.req.path) ? sessionTakingClaim : session)(c, next),
  );
  app.use('/wps/member/rewards/*', session);
  const who = (c: Context<AppEnv>) => c.get('session').accountId;
  /** A claim or an application (rate-limited per member by its middleware), with the request's origin (decision 035). */
  const act = async <B extends { deviceId?: string }, R>(
    c: Context<AppEnv>,
    id: number,
    language: string,
    body: B,
    f: (db: Db, accountId: number, id: number, body: B, origin: Origin, language: string) => Promise<R>,
  ) => reply(c, await f(deps.db, who(c), id, body, originOf(c, body.deviceId), language));
  /** The caller's account when a live session comes with the request (promotions answer guests too). */
  const maybeMember = async (c: Context<AppEnv>) => {
    const token = bearerToken(c.req.header('authorization'));
    const s = token ? await findSession(deps.db, token) : undefined;
    return s ? s.accountId : null;
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/promotions',
      tags,
      summary: 'Live promotions by filter category; with a session, each with the member state',
      request: { query: PromotionsQuery },
      responses: { 200: jsonContent(PromotionListResponse, 'Promotions'), ...errors },
    }),
    async (c) =>
      reply(c, await listPromotions(deps.db, await maybeMember(c), c.req.valid('query'), originOf(c))),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/promotions/{id}',
      tags,
      summary: 'One promotion with its terms; with a session, the member state, amount and grant',
      request: { params: PromotionIdParam, query: LanguageQuery },
      responses: { 200: jsonContent(PromotionDetailResponse, 'The promotion'), ...errors },
    }),
    async (c) =>
      reply(
        c,
        await promotionDetail(
          deps.db,
          await maybeMember(c),
          c.req.valid('param').id,
          c.req.valid('query').language,
          originOf(c),
        ),
      ),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/wps/member/promotions/{id}/claim',
      tags,
      security,
      summary: 'Claim a promotion: the grant (or a held grant, state applying)',
      description:
        'requestId is the idempotency key: a retry gets the original grant; another claim of a granted reward ' +
        'is ALREADY_CLAIMED. RULE_FAILED names the rule in value.rule; BUDGET_EXHAUSTED when the budget cannot pay.',
      request: { params: PromotionIdParam, query: LanguageQuery, ...json(ClaimRequest) },
      responses: { 200: jsonContent(ClaimResponse, 'Granted or held'), ...errors },
    }),
    async (c) =>
      act(c, c.req.valid('param').id, c.req.valid('query').language, c.req.valid('json'), claimPromotion),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/wps/member/promotions/{id}/apply',
      tags,
      security,
      summary: 'Apply to a promotion with a comment and up to 3 uploaded images; the operator reviews it',
      request: { params: PromotionIdParam, query: LanguageQuery, ...json(ApplyRequest) },
      responses: { 200: jsonContent(ApplicationResponse, 'The pending application'), ...errors },
    }),
    async (c) =>
      act(c, c.req.valid('param').id, c.req.valid('query').language, c.req.valid('json'), applyForPromotion),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/member/rewards/applications',
      tags,
      security,
      summary: "The member's applications, newest first",
      request: { query: LanguageQuery },
      responses: { 200: jsonContent(ApplicationListResponse, 'Applications'), ...errors },
    }),
    async (c) => reply(c, { list: await myApplications(deps.db, who(c), c.req.valid('query').language) }),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/member/rewards/grants',
      tags,
      security,
      summary: "The member's grants (bonus details) with turnover progress, and the turnover summary",
      request: { query: GrantsQuery },
      responses: { 200: jsonContent(GrantPageResponse, 'A page'), ...errors },
    }),
    async (c) => reply(c, await listGrants(deps.db, who(c), c.req.valid('query'))),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/member/rewards/turnover',
      tags,
      security,
      summary: 'Open bonus turnover: while remaining > 0, withdrawals and transfers out are TURNOVER_NOT_MET',
      responses: { 200: jsonContent(TurnoverSummaryResponse, 'Turnover'), ...errors },
    }),
    async (c) => {
      await feedTurnover(deps.db, who(c));
      return reply(c, await turnoverSummary(deps.db, who(c)));
    },
  );

  // Application images: raw PNG/JPEG bodies up to 5 MB, outside /wps and its 64 KiB body limit
  // (as withdrawal proofs), behind the same site gate.
  const imagePath = '/files/promotions/images';
  app.use(`${imagePath}`, async (c, next) => {
    const gate = await deps.site.gateFor(c.get('ip'));
    if (gate.status === 2) throw new AppError('REGION_RESTRICTED', 'access restricted for this address');
    if (gate.status === 1) throw new AppError('MAINTENANCE', 'the site is under maintenance');
    return next();
  });
  app.use(imagePath, limitBody(APPLICATION_IMAGE_MAX_BYTES + 1));
  app.use(imagePath, session);
  app.use(`${imagePath}/*`, session);
  app.openAPIRegistry.registerPath(
    createRoute({
      method: 'post',
      path: imagePath,
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
  app.post(imagePath, async (c) => {
    await limits.rewardUploads.take(String(who(c)));
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return reply(c, { imageId: await uploadImage(deps.db, deps.blobs, who(c), bytes) });
  });
  app.get(`${imagePath}/:id`, async (c) => {
    const { id } = PromotionIdParam.parse({ id: c.req.param('id') });
    const image = await readImage(deps.db, deps.blobs, id, who(c));
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.type,
      'Cache-Control': 'private, no-store',
      'Content-Disposition': 'inline',
    });
  });
  return app;
}
