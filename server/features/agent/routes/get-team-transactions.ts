import { agentCalls } from '../../../../contract/agent/calls';
import { route } from '../../../core/http/openapi';
import { findTeamTransactions } from '../find-team-transactions';
import { type AgentRoute, agentDoc, me, reply } from './agent-route';

export const teamTransactions: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    route(agentCalls.teamTransactions, agentDoc(middleware, "Ledger entries of the team's wallets")),
    async (c) => reply(c, await findTeamTransactions(db, me(c), c.req.valid('query'))),
  );
