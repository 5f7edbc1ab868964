import { createRoute } from '@hono/zod-openapi';
import { applicationImage as imagePath } from '../../../../contract/operator/endpoints';
import { operatorCalls } from '../../../../contract/operator/calls';
import { PromotionIdParam } from '../../../../contract/rewards/schemas';
import { route } from '../../../core/http/openapi';
import { proofResponse } from '../../payments';
import {
  listApplicationsForOps,
  listGrantsForOps,
  manualGrant as grant,
  readImage,
  reviewApplication as reviewApp,
  reviewGrant as review,
} from '../../../engine/rewards';
import { actorOf } from '../require-operator';
import { security, opsDoc, parts, reply, type OpsRoute } from './context';

/** Held grants, manual grants and applications of the rewards part of the operator API. */
const doc = (summary: string) => opsDoc(summary, 'OK', parts.rewards);

export const grants: OpsRoute = (app, { deps }) =>
  app.openapi(route(operatorCalls.grants, doc('Grants: held (open) or all, newest first')), async (c) => {
    const q = c.req.valid('query');
    return reply(c, await listGrantsForOps(deps.db, q.status === 'open' ? 'held' : 'all', q.limit));
  });

export const manualGrant: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(operatorCalls.manualGrant, doc('Grant manually with a reason, from a campaign budget')),
    async (c) => reply(c, await grant(deps.db, actorOf(c), c.req.valid('json'))),
  );

export const reviewGrant: OpsRoute = (app, { deps }) =>
  app.openapi(route(operatorCalls.reviewGrant, doc('Approve (pay) or reject a held grant')), async (c) => {
    const b = c.req.valid('json');
    return reply(c, await review(deps.db, actorOf(c), c.req.valid('param').id, b.decision, b.reason));
  });

export const applications: OpsRoute = (app, { deps }) =>
  app.openapi(route(operatorCalls.applications, doc('Applications: pending (open) or all')), async (c) => {
    const q = c.req.valid('query');
    return reply(c, await listApplicationsForOps(deps.db, q.status === 'open' ? 'pending' : 'all', q.limit));
  });

export const reviewApplication: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(operatorCalls.reviewApplication, doc('Approve (grant) or reject an application')),
    async (c) => {
      const b = c.req.valid('json');
      return reply(c, await reviewApp(deps.db, actorOf(c), c.req.valid('param').id, b.decision, b.reason));
    },
  );

/** The image's bytes are no envelope: its path is a string of the contract (decision 065). */
export const applicationImage: OpsRoute = (app, { deps }) =>
  app.openapi(
    createRoute({
      method: 'get',
      path: imagePath,
      tags: parts.rewards.tags,
      security,
      summary: "An application's image (the paths an OpsApplication lists end in this id)",
      request: { params: PromotionIdParam },
      responses: { 200: { description: 'The image' }, ...parts.rewards.errors },
    }),
    async (c) => proofResponse(c, await readImage(deps.db, deps.blobs, c.req.valid('param').id)) as never,
  );
