import { TeamBetPageResponse, TeamQuery } from '../../../../contract/agent';
import { findTeamBets } from '../find-team-bets';
import { type AgentRoute, agentGet, me, reply } from './agent-route';

export const teamBets: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    agentGet(middleware, '/wps/agent/team/bets', "The team's bets", TeamQuery, TeamBetPageResponse),
    async (c) => reply(c, await findTeamBets(db, me(c), c.req.valid('query'))),
  );
