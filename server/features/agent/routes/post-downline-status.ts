import { agentCalls } from '../../../../contract/agent/calls';
import { ErrorEnvelope } from '../../../../contract/envelope';
import { jsonContent, route } from '../../../core/http/openapi';
import { setDownlineStatus } from '../set-downline-status';
import { agentDoc, me, reply, type AgentRoute } from './agent-route';

export const downlineStatus: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    route(
      agentCalls.downlineStatus,
      agentDoc(
        middleware,
        'Downline management: suspend (disabled) or restore (active) an account of your team',
        {
          answer: 'The account with its new status',
          errors: { 404: jsonContent(ErrorEnvelope, 'No such account in your team (NOT_FOUND)') },
        },
      ),
    ),
    async (c) => reply(c, await setDownlineStatus(db, me(c), c.req.valid('param').id, c.req.valid('json'))),
  );
