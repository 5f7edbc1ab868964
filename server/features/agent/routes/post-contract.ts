import { agentCalls } from '../../../../contract/agent/calls';
import { route } from '../../../core/http/openapi';
import { offerContract } from '../offer-contract';
import { agentDoc, conflict, me, reply, type AgentRoute } from './agent-route';

export const newContract: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    route(
      agentCalls.newContract,
      agentDoc(middleware, 'Offer a contract to a direct downline agent', {
        description:
          'Rates are basis points and may not exceed your own active contract of the kind (CONTRACT_RATE_ABOVE_UPLINE).',
        errors: conflict,
      }),
    ),
    async (c) => reply(c, await offerContract(db, me(c), c.req.valid('json'))),
  );
