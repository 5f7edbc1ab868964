import { agentCalls } from '../../../../contract/agent/calls';
import { route } from '../../../core/http/openapi';
import { findProfitLoss } from '../find-profit-loss';
import { type AgentRoute, agentDoc, me, reply } from './agent-route';

export const teamProfitLoss: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    route(agentCalls.teamProfitLoss, agentDoc(middleware, 'Profit and loss per team member')),
    async (c) => reply(c, await findProfitLoss(db, me(c), c.req.valid('query'))),
  );
