import { agentCalls } from '../../../../contract/agent/calls';
import { route } from '../../../core/http/openapi';
import { findInvitations } from '../invitations';
import { type AgentRoute, agentDoc, me, reply } from './agent-route';

export const invitations: AgentRoute = (app, { db }, middleware) =>
  app.openapi(route(agentCalls.invitations, agentDoc(middleware, 'Invitation codes')), async (c) =>
    reply(c, { items: await findInvitations(db, me(c)) }),
  );
