import { agentCalls } from '../../../../contract/agent/calls';
import { route } from '../../../core/http/openapi';
import { findTeamBets } from '../find-team-bets';
import { type AgentRoute, agentDoc, me, reply } from './agent-route';

export const teamBets: AgentRoute = (app, { db }, middleware) =>
  app.openapi(route(agentCalls.teamBets, agentDoc(middleware, "The team's bets")), async (c) =>
    reply(c, await findTeamBets(db, me(c), c.req.valid('query'))),
  );
