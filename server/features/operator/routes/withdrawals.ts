import { createRoute } from '@hono/zod-openapi';
import { withdrawalProof as proofPath } from '../../../../contract/operator/endpoints';
import { operatorCalls } from '../../../../contract/operator/calls';
import { IdParam } from '../../../../contract/payments/schemas';
import { route } from '../../../core/http/openapi';
import { proofResponse, readProof } from '../../payments';
import { approveWithdrawalAs, rejectWithdrawalAs, releaseWithdrawalAs } from '../decide';
import { findOpsWithdrawals } from '../find-pending';
import { actorOf } from '../require-operator';
import { errors, security, tags, opsDoc, reasonOf, reply, type OpsRoute } from './context';

export const withdrawals: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(
      operatorCalls.withdrawals,
      opsDoc('Withdrawals: pending (to pay), disputed (not received) or all', 'Withdrawals'),
    ),
    async (c) => {
      const q = c.req.valid('query');
      return reply(c, await findOpsWithdrawals(deps.db, q.status, q.limit));
    },
  );

export const approveWithdrawal: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(
      operatorCalls.approveWithdrawal,
      opsDoc('Paid: hold → cash_out, approved_at set, confirmation starts, message, audit', 'Approved'),
    ),
    async (c) => reply(c, await approveWithdrawalAs(deps.db, actorOf(c), c.req.valid('param').id)),
  );

export const rejectWithdrawal: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(
      operatorCalls.rejectWithdrawal,
      opsDoc('Refused: hold → back to main, message, audit', 'Rejected', { optionalBody: true }),
    ),
    async (c) =>
      reply(
        c,
        await rejectWithdrawalAs(deps.db, actorOf(c), c.req.valid('param').id, reasonOf(c.req.valid('json'))),
      ),
  );

export const releaseWithdrawal: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(
      operatorCalls.releaseWithdrawal,
      opsDoc('Released from its review (decision 090): it can then be approved; audit', 'Released', {
        optionalBody: true,
      }),
    ),
    async (c) =>
      reply(
        c,
        await releaseWithdrawalAs(
          deps.db,
          actorOf(c),
          c.req.valid('param').id,
          reasonOf(c.req.valid('json')),
        ),
      ),
  );

/** The image's bytes are no envelope: its path is a string of the contract (decision 065). */
export const withdrawalProof: OpsRoute = (app, { deps }) =>
  app.openapi(
    createRoute({
      method: 'get',
      path: proofPath,
      tags,
      security,
      summary: "The member's proof image of a 'not received' answer",
      request: { params: IdParam },
      responses: { 200: { description: 'The image' }, ...errors },
    }),
    async (c) => proofResponse(c, await readProof(deps.db, deps.blobs, c.req.valid('param').id)) as never,
  );
