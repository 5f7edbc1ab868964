import { createRoute, z } from '@hono/zod-openapi';
import { ErrorEnvelope } from '../../../contract/envelope';
import {
  CampaignActionRequest,
  CampaignTerms,
  CampaignTermsRequest,
  DryRunRequest,
  DryRunResponse,
  FundBudgetRequest,
  ManualGrantRequest,
  OpsApplicationListResponse,
  OpsCampaignListResponse,
  OpsCampaignResponse,
  OpsGrantListResponse,
  OpsGrantResponse,
  PromotionIdParam,
  ReviewRequest,
} from '../../../contract/rewards';
import { envelope } from '../../../contract/envelope';
import { OpsApplication } from '../../../contract/rewards';

const OpsApplicationResponse = envelope(OpsApplication);
import type { Deps } from '../../deps';
import { ok } from '../../lib/errors';
import type { createRouter } from '../../lib/openapi';
import { jsonContent } from '../../lib/openapi';
import {
  campaignAction,
  createCampaign,
  dryRun,
  fundBudget,
  listApplicationsForOps,
  listCampaigns,
  listGrantsForOps,
  manualGrant,
  newVersion,
  opsCampaign,
  reviewApplication,
  readImage,
  reviewGrant,
} from '../rewards';
import { proofResponse } from '../payments';
import { actorOf } from './require-operator';

const tags = ['operator: rewards'];
const security = [{ operatorKey: [] }];
const errors = {
  400: jsonContent(ErrorEnvelope, 'BAD_REQUEST'),
  401: jsonContent(ErrorEnvelope, 'INVALID_CREDENTIALS'),
  403: jsonContent(ErrorEnvelope, 'RULE_FAILED'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND'),
  409: jsonContent(ErrorEnvelope, 'WRONG_STATE, BUDGET_EXHAUSTED, PROMOTION_CLOSED, DUPLICATE_TRANSACTION'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
};
const json = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const CreateCampaignRequest = z
  .object({
    code: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/),
    terms: CampaignTerms,
    position: z.number().int().min(0).max(10_000).default(100),
  })
  .meta({ id: 'CreateCampaignRequest' });
const ListQuery = z.object({
  status: z.enum(['open', 'all']).default('open'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * The rewards part of the operator API (/ops/rewards, decisions 033-035): campaigns and their
 * versions, budgets, dry runs, held grants and applications, manual grants. Registered on the
 * operator router, behind its key check and audited like its other actions.
 */
export function registerRewardOps(app: ReturnType<typeof createRouter>, deps: Deps) {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/ops/rewards/campaigns',
      tags,
      security,
      summary: 'Every campaign with its current terms and budget',

      responses: { 200: jsonContent(OpsCampaignListResponse, 'OK'), ...errors },
    }),
    async (c) => c.json(ok(await listCampaigns(deps.db)), 200),
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/ops/rewards/campaigns',
      tags,
      security,
      summary: 'Create a campaign (draft, version 1, empty budget)',
      request: json(CreateCampaignRequest),
      responses: { 200: jsonContent(OpsCampaignResponse, 'OK'), ...errors },
    }),
    async (c) => {
      const b = c.req.valid('json');
      return c.json(ok(await createCampaign(deps.db, actorOf(c), b.code, b.terms, b.position)), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/ops/rewards/campaigns/{id}',
      tags,
      security,
      summary: 'One campaign',
      request: { params: PromotionIdParam },
      responses: { 200: jsonContent(OpsCampaignResponse, 'OK'), ...errors },
    }),
    async (c) => c.json(ok(await opsCampaign(deps.db, c.req.valid('param').id)), 200),
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/ops/rewards/campaigns/{id}/versions',
      tags,
      security,
      summary: 'New terms: a new version; grants keep theirs',
      request: { params: PromotionIdParam, ...json(CampaignTermsRequest) },
      responses: { 200: jsonContent(OpsCampaignResponse, 'OK'), ...errors },
    }),
    async (c) =>
      c.json(
        ok(await newVersion(deps.db, actorOf(c), c.req.valid('param').id, c.req.valid('json').terms)),
        200,
      ),
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/ops/rewards/campaigns/{id}/action',
      tags,
      security,
      summary: 'publish, pause, resume or end',
      request: { params: PromotionIdParam, ...json(CampaignActionRequest) },
      responses: { 200: jsonContent(OpsCampaignResponse, 'OK'), ...errors },
    }),
    async (c) =>
      c.json(
        ok(await campaignAction(deps.db, actorOf(c), c.req.valid('param').id, c.req.valid('json').action)),
        200,
      ),
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/ops/rewards/campaigns/{id}/fund',
      tags,
      security,
      summary: 'Fund the budget from the house bonus account',
      request: { params: PromotionIdParam, ...json(FundBudgetRequest) },
      responses: { 200: jsonContent(OpsCampaignResponse, 'OK'), ...errors },
    }),
    async (c) => {
      const b = c.req.valid('json');
      return c.json(
        ok(await fundBudget(deps.db, actorOf(c), c.req.valid('param').id, b.amount, b.reason, b.requestId)),
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/ops/rewards/campaigns/{id}/dry-run',
      tags,
      security,
      summary: 'Check the terms (current or proposed) against a member',
      request: { params: PromotionIdParam, ...json(DryRunRequest) },
      responses: { 200: jsonContent(DryRunResponse, 'OK'), ...errors },
    }),
    async (c) => {
      const b = c.req.valid('json');
      return c.json(ok(await dryRun(deps.db, c.req.valid('param').id, b.account, b.terms)), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/ops/rewards/grants',
      tags,
      security,
      summary: 'Grants: held (open) or all, newest first',
      request: { query: ListQuery },
      responses: { 200: jsonContent(OpsGrantListResponse, 'OK'), ...errors },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(ok(await listGrantsForOps(deps.db, q.status === 'open' ? 'held' : 'all', q.limit)), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/ops/rewards/grants',
      tags,
      security,
      summary: 'Grant manually with a reason, from a campaign budget',
      request: json(ManualGrantRequest),
      responses: { 200: jsonContent(OpsGrantResponse, 'OK'), ...errors },
    }),
    async (c) => c.json(ok(await manualGrant(deps.db, actorOf(c), c.req.valid('json'))), 200),
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/ops/rewards/grants/{id}/review',
      tags,
      security,
      summary: 'Approve (pay) or reject a held grant',
      request: { params: PromotionIdParam, ...json(ReviewRequest) },
      responses: { 200: jsonContent(OpsGrantResponse, 'OK'), ...errors },
    }),
    async (c) => {
      const b = c.req.valid('json');
      return c.json(
        ok(await reviewGrant(deps.db, actorOf(c), c.req.valid('param').id, b.decision, b.reason)),
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/ops/rewards/applications',
      tags,
      security,
      summary: 'Applications: pending (open) or all',
      request: { query: ListQuery },
      responses: { 200: jsonContent(OpsApplicationListResponse, 'OK'), ...errors },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(
        ok(await listApplicationsForOps(deps.db, q.status === 'open' ? 'pending' : 'all', q.limit)),
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/ops/rewards/applications/{id}/review',
      tags,
      security,
      summary: 'Approve (grant) or reject an application',
      request: { params: PromotionIdParam, ...json(ReviewRequest) },
      responses: { 200: jsonContent(OpsApplicationResponse, 'OK'), ...errors },
    }),
    async (c) => {
      const b = c.req.valid('json');
      return c.json(
        ok(await reviewApplication(deps.db, actorOf(c), c.req.valid('param').id, b.decision, b.reason)),
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/ops/rewards/images/{id}',
      tags,
      security,
      summary: "An application's image (the paths an OpsApplication lists end in this id)",
      request: { params: PromotionIdParam },
      responses: { 200: { description: 'The image' }, ...errors },
    }),
    async (c) => proofResponse(c, await readImage(deps.db, deps.blobs, c.req.valid('param').id)) as never,
  );
}
