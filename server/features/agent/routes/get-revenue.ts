import { DayRangeQuery, RevenueReportResponse } from '../../../../contract/agent';
import { getRevenueReport } from '../get-revenue-report';
import { type AgentRoute, agentGet, me, reply } from './agent-route';

export const revenue: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    agentGet(
      middleware,
      '/wps/agent/revenue',
      'Revenue report per day',
      DayRangeQuery,
      RevenueReportResponse,
    ),
    async (c) => reply(c, await getRevenueReport(db, me(c), c.req.valid('query'))),
  );
