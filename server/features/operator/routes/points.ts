import { operatorCalls } from '../../../../contract/operator/calls';
import { route } from '../../../core/http/openapi';
import { decideRedemption as decide, listRedemptionsForOps } from '../../points';
import { actorOf } from '../require-operator';
import { opsDoc, parts, reply, type OpsRoute } from './context';

/** Points mall redemptions for the operator (decision 050); the CLI's `points` commands do the same. */
export const redemptions: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(
      operatorCalls.redemptions,
      opsDoc('Redemptions: in process (oldest first) or all (newest first)', 'OK', parts.points),
    ),
    async (c) => {
      const q = c.req.valid('query');
      return reply(c, await listRedemptionsForOps(deps.db, q.status, q.limit));
    },
  );

export const decideRedemption: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(
      operatorCalls.decideRedemption,
      opsDoc(
        'Approve (sent) or reject (points and stock given back) a redemption in process',
        'OK',
        parts.points,
      ),
    ),
    async (c) => reply(c, await decide(deps.db, actorOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );
