import { TeamQuery, TeamTransactionPageResponse } from '../../../../contract/agent';
import { findTeamTransactions } from '../find-team-transactions';
import { type AgentRoute, agentGet, me, reply } from './agent-route';

export const teamTransactions: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    agentGet(
      middleware,
      '/wps/agent/team/transactions',
      "Ledger entries of the team's wallets",
      TeamQuery,
      TeamTransactionPageResponse,
    ),
    async (c) => reply(c, await findTeamTransactions(db, me(c), c.req.valid('query'))),
  );
