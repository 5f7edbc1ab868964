import { agentCalls } from '../../../../contract/agent/calls';
import { ErrorEnvelope } from '../../../../contract/envelope';
import { jsonContent, route } from '../../../core/http/openapi';
import { respondToContract } from '../respond-contract';
import { agentDoc, me, reply, type AgentRoute } from './agent-route';

export const answerContract: AgentRoute = (app, { db }, middleware) =>
  app.openapi(
    route(
      agentCalls.answerContract,
      agentDoc(
        middleware,
        'Answer a contract: accept, decline, end (downline) or terminate (upline request)',
        {
          answer: 'The contract after the answer',
          description:
            'accept/decline answer an offer (request type new) or a termination request; end stops an active ' +
            'contract at once; terminate asks the downline to end it. Accepting an offer ends every contract of ' +
            'the kind in the team below with a higher rate.',
          errors: {
            404: jsonContent(ErrorEnvelope, 'No such contract of yours (NOT_FOUND)'),
            409: jsonContent(ErrorEnvelope, 'WRONG_STATE'),
          },
        },
      ),
    ),
    async (c) => {
      const { id, action } = c.req.valid('param');
      return reply(c, await respondToContract(db, me(c), id, action));
    },
  );
