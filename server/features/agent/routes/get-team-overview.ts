import { DayRangeQuery, TeamOverviewResponse } from '../../../../contract/agent';
import { getTeamOverview } from '../get-team-overview';
import { type AgentRoute, agentGet, me, reply } from './agent-route';

export const teamOverview: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    agentGet(
      middleware,
      '/wps/agent/team/overview',
      'Team overview for a range of days',
      DayRangeQuery,
      TeamOverviewResponse,
    ),
    async (c) => reply(c, await getTeamOverview(db, me(c), c.req.valid('query'))),
  );
