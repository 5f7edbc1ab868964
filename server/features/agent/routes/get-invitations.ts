import { z } from '@hono/zod-openapi';
import { InvitationListResponse } from '../../../../contract/agent';
import { findInvitations } from '../invitations';
import { type AgentRoute, agentGet, me, reply } from './agent-route';

export const invitations: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    agentGet(middleware, '/wps/agent/invitations', 'Invitation codes', z.object({}), InvitationListResponse),
    async (c) => reply(c, { items: await findInvitations(db, me(c)) }),
  );
