import { z } from '@hono/zod-openapi';
import { ContractListResponse } from '../../../../contract/agent';
import { findContracts } from '../find-contracts';
import { type AgentRoute, agentGet, me, reply } from './agent-route';

export const contracts: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    agentGet(
      middleware,
      '/wps/agent/contracts',
      'Contracts held, offered to me, and offered by me',
      z.object({}),
      ContractListResponse,
    ),
    async (c) => reply(c, await findContracts(db, me(c))),
  );
