import { operatorCalls } from '../../../../contract/operator/calls';
import { route } from '../../../core/http/openapi';
import { createDropByOperator, listDropsForOps } from '../../red-envelopes';
import { actorOf } from '../require-operator';
import { opsDoc, parts, reply, type OpsRoute } from './context';

/** Red-envelope drops for the operator (decision 058); the CLI's `red-envelope` commands do the same. */
export const drops: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(
      operatorCalls.drops,
      opsDoc('Drops, newest first, with the shares taken and the amount paid', 'OK', parts.redEnvelopes),
    ),
    async (c) => reply(c, { list: await listDropsForOps(deps.db, c.req.valid('query').limit) }),
  );

export const createDrop: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(
      operatorCalls.createDrop,
      opsDoc(
        'Create a drop (split now, hash published); requestId names it, a repeat finds it; audited',
        'OK',
        parts.redEnvelopes,
      ),
    ),
    async (c) => reply(c, await createDropByOperator(deps.db, actorOf(c), c.req.valid('json'))),
  );
