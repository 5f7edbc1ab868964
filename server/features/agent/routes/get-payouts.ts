import { agentCalls } from '../../../../contract/agent/calls';
import { route } from '../../../core/http/openapi';
import { findPayouts } from '../find-payouts';
import { type AgentRoute, agentDoc, me, reply } from './agent-route';

export const payouts: AgentRoute = (app, { db }, middleware) =>
  app.openapi(route(agentCalls.payouts, agentDoc(middleware, 'Salary or dividend records')), async (c) =>
    reply(c, await findPayouts(db, me(c), c.req.valid('query'))),
  );
