import { CreateInvitationRequest, InvitationResponse } from '../../../../contract/agent';
import { createInvitation } from '../invitations';
import { agentOf, agentPost, reply, type AgentRoute } from './agent-route';

export const newInvitation: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    agentPost(
      middleware,
      '/wps/agent/invitations',
      'Register centre: a new invitation code',
      CreateInvitationRequest,
      InvitationResponse,
    ),
    async (c) => reply(c, await createInvitation(db, agentOf(c), c.req.valid('json'))),
  );
