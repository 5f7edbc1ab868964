import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorEnvelope } from '../../../contract/envelope';
import { CreateDropRequest, OpsDropListResponse, OpsDropResponse } from '../../../contract/red-envelopes';
import type { Deps } from '../../deps';
import { ok } from '../../lib/errors';
import type { createRouter } from '../../lib/openapi';
import { jsonContent } from '../../lib/openapi';
import { createDropByOperator, listDropsForOps } from '../red-envelopes';
import { actorOf } from './require-operator';

const tags = ['operator: red envelopes'];
const security = [{ operatorKey: [] }];
const errors = {
  400: jsonContent(ErrorEnvelope, 'BAD_REQUEST'),
  401: jsonContent(ErrorEnvelope, 'INVALID_CREDENTIALS'),
  409: jsonContent(ErrorEnvelope, 'BUDGET_EXHAUSTED, PROMOTION_CLOSED (campaign ended)'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
};
const ListQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });

/** Red-envelope drops for the operator (decision 058); the CLI's `red-envelope` commands do the same. */
export function registerRedEnvelopeOps(app: ReturnType<typeof createRouter>, deps: Deps) {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/ops/red-envelopes',
      tags,
      security,
      summary: 'Drops, newest first, with the shares taken and the amount paid',
      request: { query: ListQuery },
      responses: { 200: jsonContent(OpsDropListResponse, 'OK'), ...errors },
    }),
    async (c) => c.json(ok({ list: await listDropsForOps(deps.db, c.req.valid('query').limit) }), 200),
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/ops/red-envelopes',
      tags,
      security,
      summary: 'Create a drop (split now, hash published); requestId names it, a repeat finds it; audited',
      request: { body: { content: { 'application/json': { schema: CreateDropRequest } }, required: true } },
      responses: { 200: jsonContent(OpsDropResponse, 'OK'), ...errors },
    }),
    async (c) => c.json(ok(await createDropByOperator(deps.db, actorOf(c), c.req.valid('json'))), 200),
  );
}
