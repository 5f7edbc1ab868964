import { operatorCalls } from '../../../../contract/operator/calls';
import { route } from '../../../core/http/openapi';
import { confirmDeposit as confirm, rejectDeposit as reject } from '../decide';
import { findOpsDeposits } from '../find-pending';
import { actorOf } from '../require-operator';
import { opsDoc, reasonOf, reply, type OpsRoute } from './context';

export const deposits: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(operatorCalls.deposits, opsDoc('Deposits: pending (oldest first) or all', 'Deposits')),
    async (c) => {
      const q = c.req.valid('query');
      return reply(c, await findOpsDeposits(deps.db, q.status, q.limit));
    },
  );

export const confirmDeposit: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(
      operatorCalls.confirmDeposit,
      opsDoc('The transfer arrived: credit the member (cash_in → main), message, audit', 'Credited'),
    ),
    async (c) => reply(c, await confirm(deps.db, actorOf(c), c.req.valid('param').id)),
  );

export const rejectDeposit: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(
      operatorCalls.rejectDeposit,
      opsDoc('The transfer never arrived: reject (nothing moves), message, audit', 'Rejected', {
        optionalBody: true,
      }),
    ),
    async (c) =>
      reply(c, await reject(deps.db, actorOf(c), c.req.valid('param').id, reasonOf(c.req.valid('json')))),
  );
