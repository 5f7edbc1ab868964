import { agentCalls } from '../../../../contract/agent/calls';
import { route } from '../../../core/http/openapi';
import { getTeamOverview } from '../get-team-overview';
import { type AgentRoute, agentDoc, me, reply } from './agent-route';

export const teamOverview: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    route(agentCalls.teamOverview, agentDoc(middleware, 'Team overview for a range of days')),
    async (c) => reply(c, await getTeamOverview(db, me(c), c.req.valid('query'))),
  );
