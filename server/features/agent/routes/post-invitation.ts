import { agentCalls } from '../../../../contract/agent/calls';
import { route } from '../../../core/http/openapi';
import { createInvitation } from '../invitations';
import { agentDoc, agentOf, conflict, reply, type AgentRoute } from './agent-route';

export const newInvitation: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    route(
      agentCalls.newInvitation,
      agentDoc(middleware, 'Register centre: a new invitation code', { errors: conflict }),
    ),
    async (c) => reply(c, await createInvitation(db, agentOf(c), c.req.valid('json'))),
  );
