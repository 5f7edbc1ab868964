import { ContractResponse, OfferContractRequest } from '../../../../contract/agent';
import { offerContract } from '../offer-contract';
import { agentPost, me, reply, type AgentRoute } from './agent-route';

export const newContract: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    agentPost(
      middleware,
      '/wps/agent/contracts',
      'Offer a contract to a direct downline agent',
      OfferContractRequest,
      ContractResponse,
      'Rates are basis points and may not exceed your own active contract of the kind (CONTRACT_RATE_ABOVE_UPLINE).',
    ),
    async (c) => reply(c, await offerContract(db, me(c), c.req.valid('json'))),
  );
