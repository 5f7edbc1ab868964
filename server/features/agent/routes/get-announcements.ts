import { AgentAnnouncementListResponse } from '../../../../contract/agent';
import { LanguageQuery } from '../../../../contract/common';
import { findAgentAnnouncements } from '../find-announcements';
import { type AgentRoute, agentGet, reply } from './agent-route';

export const announcements: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    agentGet(
      middleware,
      '/wps/agent/announcements',
      'Agent announcements',
      LanguageQuery,
      AgentAnnouncementListResponse,
    ),
    async (c) => reply(c, await findAgentAnnouncements(db, c.req.valid('query').language)),
  );
