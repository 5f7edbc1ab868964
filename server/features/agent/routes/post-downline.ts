import { CreateDownlineRequest, CreatedDownlineResponse } from '../../../../contract/agent';
import { createDownline } from '../create-downline';
import { agentOf, agentPost, reply, type AgentRoute } from './agent-route';

export const openDownline: AgentRoute = (app, { db, siteData }, middleware) =>
  app.openapi(
    agentPost(
      middleware,
      '/wps/agent/downlines',
      'Register centre: open a downline account',
      CreateDownlineRequest,
      CreatedDownlineResponse,
    ),
    async (c) => reply(c, await createDownline(db, siteData, agentOf(c), c.req.valid('json'))),
  );
