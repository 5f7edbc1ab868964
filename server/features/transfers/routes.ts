import { base } from '../../../contract/transfers/endpoints';
import { ErrorEnvelope } from '../../../contract/envelope';
import { transferCalls } from '../../../contract/transfers/calls';
import type { Deps } from '../../core/context/deps';
import { ok } from '../../core/context/errors';
import { errorResponses, jsonContent, route } from '../../core/http/openapi';
import { createMemberRouter } from '../../core/sessions/require-session';
import { createLimits } from '../../core/limits/limits';
import { createTransfer } from './create-transfer';
import { getTransferTargets } from './get-targets';

const tags = ['transfers'];
const security = [{ bearerAuth: [] }];
const errors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  403: jsonContent(ErrorEnvelope, 'NEED_REAL_ACCOUNT, NOT_IN_TREE'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND (receiver)'),
  409: jsonContent(
    ErrorEnvelope,
    'INSUFFICIENT_FUNDS, DUPLICATE_TRANSACTION, NOT_BOUND (no payment password)',
  ),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS (payment password guesses)'),
  ...errorResponses,
};

/** Transfers to the upline / downline (member centre transferUpline; the agent centre uses the same call). */
export function transfersRoutes(deps: Deps) {
  const app = createMemberRouter(deps, base);
  const failures = createLimits(deps.pool).secretFailures;
  app.use(base, async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.openapi(
    route(transferCalls.targets, {
      tags,
      security,
      summary: 'The direct upline, whether downline transfers are allowed (agents), the balance',
      answer: 'Targets',
      errors,
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(ok(await getTransferTargets(deps.db, c.get('session').accountId)), 200);
    },
  );

  app.openapi(
    route(transferCalls.create, {
      tags,
      security,
      summary: 'Transfer from the main wallet to the direct upline or a downline (payment password)',
      description:
        'requestId is the idempotency key. Not to yourself (BAD_REQUEST), not outside the tree (NOT_IN_TREE).',
      answer: 'Done',
      errors,
    }),
    async (c) =>
      c.json(
        ok(await createTransfer(deps.db, failures, c.get('session').accountId, c.req.valid('json'))),
        200,
      ),
  );
  return app;
}
