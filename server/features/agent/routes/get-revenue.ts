import { agentCalls } from '../../../../contract/agent/calls';
import { route } from '../../../core/http/openapi';
import { getRevenueReport } from '../get-revenue-report';
import { type AgentRoute, agentDoc, me, reply } from './agent-route';

export const revenue: AgentRoute = (app, { db }, middleware) =>
  app.openapi(route(agentCalls.revenue, agentDoc(middleware, 'Revenue report per day')), async (c) =>
    reply(c, await getRevenueReport(db, me(c), c.req.valid('query'))),
  );
