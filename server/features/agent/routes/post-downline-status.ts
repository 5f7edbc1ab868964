import { createRoute, z } from '@hono/zod-openapi';
import { DownlineStatusResponse, SetDownlineStatusRequest } from '../../../../contract/agent';
import { ErrorEnvelope } from '../../../../contract/envelope';
import { errorResponses, jsonContent } from '../../../lib/openapi';
import { setDownlineStatus } from '../set-downline-status';
import { agentErrors, agentOnly, json, me, reply, type AgentRoute } from './agent-route';

export const downlineStatus: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    createRoute({
      method: 'post',
      path: '/wps/agent/downlines/{id}/status',
      ...agentOnly(
        middleware,
        'Downline management: suspend (disabled) or restore (active) an account of your team',
      ),
      request: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        ...json(SetDownlineStatusRequest),
      },
      responses: {
        200: jsonContent(DownlineStatusResponse, 'The account with its new status'),
        ...agentErrors,
        404: jsonContent(ErrorEnvelope, 'No such account in your team (NOT_FOUND)'),
        ...errorResponses,
      },
    }),
    async (c) => reply(c, await setDownlineStatus(db, me(c), c.req.valid('param').id, c.req.valid('json'))),
  );
