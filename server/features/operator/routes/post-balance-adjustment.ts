import { operatorCalls } from '../../../../contract/operator/calls';
import { route } from '../../../core/http/openapi';
import { adjustBalance as adjust } from '../adjust-balance';
import { actorOf } from '../require-operator';
import { opsDoc, reply, type OpsRoute } from './context';

export const adjustBalance: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(
      operatorCalls.adjustBalance,
      opsDoc(
        "Credit or debit a member's main wallet with a reason (bonus or adjustment); audited",
        'Adjusted',
      ),
    ),
    async (c) => reply(c, await adjust(deps.db, actorOf(c), c.req.valid('json'))),
  );
