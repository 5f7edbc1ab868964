import { agentCalls } from '../../../../contract/agent/calls';
import { route } from '../../../core/http/openapi';
import { findAgentAnnouncements } from '../find-announcements';
import { type AgentRoute, agentDoc, reply } from './agent-route';

export const announcements: AgentRoute = (app, { db }, middleware) =>
  app.openapi(route(agentCalls.announcements, agentDoc(middleware, 'Agent announcements')), async (c) =>
    reply(c, await findAgentAnnouncements(db, c.req.valid('query').language)),
  );
