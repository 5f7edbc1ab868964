import { createRoute, z } from '@hono/zod-openapi';
import { ContractAction, ContractResponse } from '../../../../contract/agent';
import { ErrorEnvelope } from '../../../../contract/envelope';
import { errorResponses, jsonContent } from '../../../lib/openapi';
import { respondToContract } from '../respond-contract';
import { agentErrors, agentOnly, me, reply, type AgentRoute } from './agent-route';

export const answerContract: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    createRoute({
      method: 'post',
      path: '/wps/agent/contracts/{id}/{action}',
      ...agentOnly(
        middleware,
        'Answer a contract: accept, decline, end (downline) or terminate (upline request)',
      ),
      description:
        'accept/decline answer an offer (request type new) or a termination request; end stops an active ' +
        'contract at once; terminate asks the downline to end it. Accepting an offer ends every contract of ' +
        'the kind in the team below with a higher rate.',
      request: {
        params: z.object({ id: z.coerce.number().int().positive(), action: ContractAction }),
      },
      responses: {
        200: jsonContent(ContractResponse, 'The contract after the answer'),
        ...agentErrors,
        404: jsonContent(ErrorEnvelope, 'No such contract of yours (NOT_FOUND)'),
        409: jsonContent(ErrorEnvelope, 'WRONG_STATE'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id, action } = c.req.valid('param');
      return reply(c, await respondToContract(db, me(c), id, action));
    },
  );
