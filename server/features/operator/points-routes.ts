import { createRoute } from '@hono/zod-openapi';
import { ErrorEnvelope } from '../../../contract/envelope';
import {
  DecideRedemptionRequest,
  OpsRedemptionListResponse,
  OpsRedemptionQuery,
  OpsRedemptionResponse,
  RedemptionIdParam,
} from '../../../contract/points';
import type { Deps } from '../../deps';
import { ok } from '../../lib/errors';
import type { createRouter } from '../../lib/openapi';
import { jsonContent } from '../../lib/openapi';
import { decideRedemption, listRedemptionsForOps } from '../points';
import { actorOf } from './require-operator';

const tags = ['operator: points mall'];
const security = [{ operatorKey: [] }];
const errors = {
  400: jsonContent(ErrorEnvelope, 'BAD_REQUEST'),
  401: jsonContent(ErrorEnvelope, 'INVALID_CREDENTIALS'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND'),
  409: jsonContent(ErrorEnvelope, 'WRONG_STATE (not in process)'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
};

/** Points mall redemptions for the operator (decision 050); the CLI's `points` commands do the same. */
export function registerPointsOps(app: ReturnType<typeof createRouter>, deps: Deps) {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/ops/points/redemptions',
      tags,
      security,
      summary: 'Redemptions: in process (oldest first) or all (newest first)',
      request: { query: OpsRedemptionQuery },
      responses: { 200: jsonContent(OpsRedemptionListResponse, 'OK'), ...errors },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(ok(await listRedemptionsForOps(deps.db, q.status, q.limit)), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/ops/points/redemptions/{id}/decide',
      tags,
      security,
      summary: 'Approve (sent) or reject (points and stock given back) a redemption in process',
      request: {
        params: RedemptionIdParam,
        body: { content: { 'application/json': { schema: DecideRedemptionRequest } }, required: true },
      },
      responses: { 200: jsonContent(OpsRedemptionResponse, 'OK'), ...errors },
    }),
    async (c) =>
      c.json(
        ok(await decideRedemption(deps.db, actorOf(c), c.req.valid('param').id, c.req.valid('json'))),
        200,
      ),
  );
}
