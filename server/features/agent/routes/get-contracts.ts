import { agentCalls } from '../../../../contract/agent/calls';
import { route } from '../../../core/http/openapi';
import { findContracts } from '../find-contracts';
import { type AgentRoute, agentDoc, me, reply } from './agent-route';

export const contracts: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    route(agentCalls.contracts, agentDoc(middleware, 'Contracts held, offered to me, and offered by me')),
    async (c) => reply(c, await findContracts(db, me(c))),
  );
