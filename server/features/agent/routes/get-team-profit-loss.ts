import { ProfitLossPageResponse, TeamQuery } from '../../../../contract/agent';
import { findProfitLoss } from '../find-profit-loss';
import { type AgentRoute, agentGet, me, reply } from './agent-route';

export const teamProfitLoss: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    agentGet(
      middleware,
      '/wps/agent/team/profit-loss',
      'Profit and loss per team member',
      TeamQuery,
      ProfitLossPageResponse,
    ),
    async (c) => reply(c, await findProfitLoss(db, me(c), c.req.valid('query'))),
  );
