import { agentCalls } from '../../../../contract/agent/calls';
import { route } from '../../../core/http/openapi';
import { createDownline } from '../create-downline';
import { agentDoc, agentOf, conflict, reply, type AgentRoute } from './agent-route';

export const openDownline: AgentRoute = (app, { db, siteData }, middleware) =>
  app.openapi(
    route(
      agentCalls.openDownline,
      agentDoc(middleware, 'Register centre: open a downline account', { errors: conflict }),
    ),
    async (c) => reply(c, await createDownline(db, siteData, agentOf(c), c.req.valid('json'))),
  );
