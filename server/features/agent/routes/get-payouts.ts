import { PayoutPageResponse, PayoutsQuery } from '../../../../contract/agent';
import { findPayouts } from '../find-payouts';
import { type AgentRoute, agentGet, me, reply } from './agent-route';

export const payouts: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    agentGet(
      middleware,
      '/wps/agent/payouts',
      'Salary or dividend records',
      PayoutsQuery,
      PayoutPageResponse,
    ),
    async (c) => reply(c, await findPayouts(db, me(c), c.req.valid('query'))),
  );
