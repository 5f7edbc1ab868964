import { createRoute, z } from '@hono/zod-openapi';
import { ErrorEnvelope, envelope } from '../../../contract/envelope';
import { RebateRateInput } from '../../../contract/rebate';
import type { Deps } from '../../deps';
import { ok } from '../../lib/errors';
import type { createRouter } from '../../lib/openapi';
import { jsonContent } from '../../lib/openapi';
import { listRates, setRate } from '../rebate';
import { actorOf } from './require-operator';

const tags = ['operator: rebate'];
const security = [{ operatorKey: [] }];
const errors = {
  400: jsonContent(ErrorEnvelope, 'BAD_REQUEST'),
  401: jsonContent(ErrorEnvelope, 'INVALID_CREDENTIALS'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
};
const RateRow = z
  .object({ gameType: z.string(), vipLevel: z.number().int(), rateBp: z.number().int() })
  .meta({ id: 'OpsRebateRate' });
const RateRequest = RebateRateInput.meta({ id: 'OpsRebateRateRequest' });

/**
 * The rebate rate table on the operator API (decision 045), the same audited action as
 * `npm run ops -- rebate-rate`. A change applies to bets accrued from then on.
 */
export function registerRebateOps(app: ReturnType<typeof createRouter>, deps: Deps) {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/ops/rebate/rates',
      tags,
      security,
      summary: 'Rebate rates by game type and VIP level (basis points of the valid bet)',
      responses: { 200: jsonContent(envelope(z.array(RateRow)), 'OK'), ...errors },
    }),
    async (c) => c.json(ok(await listRates(deps.db)), 200),
  );
  app.openapi(
    createRoute({
      method: 'put',
      path: '/ops/rebate/rates',
      tags,
      security,
      summary: 'Set one rate (100 = 1.00%, at most 500); bets accrued from now on take it',
      request: { body: { content: { 'application/json': { schema: RateRequest } }, required: true } },
      responses: { 200: jsonContent(envelope(RateRow), 'OK'), ...errors },
    }),
    async (c) => c.json(ok(await setRate(deps.db, actorOf(c), c.req.valid('json'))), 200),
  );
}
