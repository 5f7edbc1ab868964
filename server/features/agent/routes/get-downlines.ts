import { agentCalls } from '../../../../contract/agent/calls';
import { route } from '../../../core/http/openapi';
import { findDownlines } from '../find-downlines';
import { type AgentRoute, agentDoc, me, reply } from './agent-route';

export const downlines: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    route(agentCalls.downlines, agentDoc(middleware, 'Downlines with status and contracts')),
    async (c) => reply(c, await findDownlines(db, me(c), c.req.valid('query'))),
  );
