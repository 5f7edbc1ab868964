import { createRoute } from '@hono/zod-openapi';
import {
  AdjustBalanceRequest,
  AdjustBalanceResponse,
  OPERATOR_KEY_HEADER,
  OpsDecisionResponse,
  OpsDepositsResponse,
  OpsListQuery,
  OpsReasonRequest,
  OpsWithdrawalsResponse,
} from '../../../contract/operator';
import { IdParam } from '../../../contract/payments';
import type { Deps } from '../../deps';
import { AppError, ok } from '../../lib/errors';
import { limitBody } from '../../lib/limit-body';
import { createRouter, jsonContent } from '../../lib/openapi';
import { proofResponse } from '../payments';
import { readProof } from '../payments';
import { adjustBalance } from './adjust-balance';
import { approveWithdrawalAs, confirmDeposit, rejectDeposit, rejectWithdrawalAs } from './decide';
import { findOpsDeposits, findOpsWithdrawals } from './find-pending';
import { actorOf, requireOperator } from './require-operator';
import { contentOpsRoutes } from './content-routes';
import { errors, security, tags } from './route-parts';
import { registerRewardOps } from './rewards-routes';
import { registerRebateOps } from './rebate-routes';
import { registerPointsOps } from './points-routes';
import { registerRedEnvelopeOps } from './red-envelope-routes';

const reason = { body: { content: { 'application/json': { schema: OpsReasonRequest } }, required: false } };

/** The operator API (/ops): pending work, decisions, balance adjustments. Same actions as the CLI. */
export function operatorRoutes(deps: Deps) {
  const app = createRouter();
  app.openAPIRegistry.registerComponent('securitySchemes', 'operatorKey', {
    type: 'apiKey',
    in: 'header',
    name: OPERATOR_KEY_HEADER,
  });
  app.use('/ops/*', limitBody(16 * 1024));
  app.use('/ops/*', requireOperator(deps));
  // The reason body is optional: without one the validator is skipped and nothing is there.
  const reasonOf = (valid: unknown) => (valid as { reason?: string } | undefined)?.reason;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/ops/deposits',
      tags,
      security,
      summary: 'Deposits: pending (oldest first) or all',
      request: { query: OpsListQuery },
      responses: { 200: jsonContent(OpsDepositsResponse, 'Deposits'), ...errors },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(ok(await findOpsDeposits(deps.db, q.status, q.limit)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/ops/deposits/{id}/confirm',
      tags,
      security,
      summary: 'The transfer arrived: credit the member (cash_in → main), message, audit',
      request: { params: IdParam },
      responses: { 200: jsonContent(OpsDecisionResponse, 'Credited'), ...errors },
    }),
    async (c) => c.json(ok(await confirmDeposit(deps.db, actorOf(c), c.req.valid('param').id)), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/ops/deposits/{id}/reject',
      tags,
      security,
      summary: 'The transfer never arrived: reject (nothing moves), message, audit',
      request: { params: IdParam, ...reason },
      responses: { 200: jsonContent(OpsDecisionResponse, 'Rejected'), ...errors },
    }),
    async (c) =>
      c.json(
        ok(await rejectDeposit(deps.db, actorOf(c), c.req.valid('param').id, reasonOf(c.req.valid('json')))),
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/ops/withdrawals',
      tags,
      security,
      summary: 'Withdrawals: pending (to pay), disputed (not received) or all',
      request: { query: OpsListQuery },
      responses: { 200: jsonContent(OpsWithdrawalsResponse, 'Withdrawals'), ...errors },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(ok(await findOpsWithdrawals(deps.db, q.status, q.limit)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/ops/withdrawals/{id}/approve',
      tags,
      security,
      summary: 'Paid: hold → cash_out, approved_at set, confirmation starts, message, audit',
      request: { params: IdParam },
      responses: { 200: jsonContent(OpsDecisionResponse, 'Approved'), ...errors },
    }),
    async (c) => c.json(ok(await approveWithdrawalAs(deps.db, actorOf(c), c.req.valid('param').id)), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/ops/withdrawals/{id}/reject',
      tags,
      security,
      summary: 'Refused: hold → back to main, message, audit',
      request: { params: IdParam, ...reason },
      responses: { 200: jsonContent(OpsDecisionResponse, 'Rejected'), ...errors },
    }),
    async (c) =>
      c.json(
        ok(
          await rejectWithdrawalAs(
            deps.db,
            actorOf(c),
            c.req.valid('param').id,
            reasonOf(c.req.valid('json')),
          ),
        ),
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/ops/withdrawals/{id}/proof',
      tags,
      security,
      summary: "The member's proof image of a 'not received' answer",
      request: { params: IdParam },
      responses: { 200: { description: 'The image' }, ...errors },
    }),
    async (c) => proofResponse(c, await readProof(deps.db, deps.blobs, c.req.valid('param').id)) as never,
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/ops/balance-adjustments',
      tags,
      security,
      summary: "Credit or debit a member's main wallet with a reason (bonus or adjustment); audited",
      request: {
        body: { content: { 'application/json': { schema: AdjustBalanceRequest } }, required: true },
      },
      responses: { 200: jsonContent(AdjustBalanceResponse, 'Adjusted'), ...errors },
    }),
    async (c) => c.json(ok(await adjustBalance(deps.db, actorOf(c), c.req.valid('json'))), 200),
  );

  app.route('/', contentOpsRoutes(deps));
  registerRewardOps(app, deps);
  registerRebateOps(app, deps);
  registerPointsOps(app, deps);
  registerRedEnvelopeOps(app, deps);
  app.all('/ops/*', () => {
    throw new AppError('NOT_FOUND', 'no such operator call');
  });
  return app;
}
