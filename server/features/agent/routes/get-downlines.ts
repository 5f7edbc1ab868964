import { DownlinePageResponse, DownlinesQuery } from '../../../../contract/agent';
import { findDownlines } from '../find-downlines';
import { type AgentRoute, agentGet, me, reply } from './agent-route';

export const downlines: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    agentGet(
      middleware,
      '/wps/agent/downlines',
      'Downlines with status and contracts',
      DownlinesQuery,
      DownlinePageResponse,
    ),
    async (c) => reply(c, await findDownlines(db, me(c), c.req.valid('query'))),
  );
