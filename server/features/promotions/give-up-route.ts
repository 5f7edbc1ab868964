import type { MiddlewareHandler } from 'hono';
import { ErrorEnvelope } from '../../../contract/envelope';
import { giveUpCalls } from '../../../contract/give-up/calls';
import type { AppEnv, Deps } from '../../core/context/deps';
import { ok } from '../../core/context/errors';
import { createLimits } from '../../core/limits/limits';
import { createRouter, errorResponses, jsonContent, route } from '../../core/http/openapi';
import { requireSession } from '../../core/sessions/require-session';
import { giveUpBonus } from './give-up';

const errors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND'),
  409: jsonContent(ErrorEnvelope, 'BONUS_NOT_OPEN, BONUS_IN_GAME_WALLET'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
  ...errorResponses,
};

/** Give up an open bonus (decision 069), rate-limited like claims. */
export function giveUpRoutes(deps: Deps) {
  const app = createRouter();
  const session = requireSession(deps);
  const limits = createLimits(deps.pool);
  // The rewards router's guard of /wps/member/rewards/* may have run already: one look-up is enough.
  const member: MiddlewareHandler<AppEnv> = (c, next) => (c.get('session') ? next() : session(c, next));
  app.use('/wps/member/rewards/grants/:id/give-up', member);
  app.openapi(
    route(giveUpCalls.giveUp, {
      tags: ['rewards'],
      security: [{ bearerAuth: [] }],
      summary: 'Give up an open bonus: it goes back, its turnover closes and the deposit can be withdrawn',
      description:
        'What goes back is the bonus amount, or what the member still holds if less (a bonus partly lost in ' +
        'play). requestId is the idempotency key: a retry gets the original answer; a give-up of a grant not ' +
        'open (turnover met, expired, given up) is BONUS_NOT_OPEN.',
      answer: 'Given up',
      errors,
    }),
    async (c) => {
      const accountId = c.get('session').accountId;
      await limits.rewardClaims.take(String(accountId));
      const value = await giveUpBonus(
        deps.db,
        accountId,
        c.req.valid('param').id,
        c.req.valid('json'),
        c.req.valid('query').language,
      );
      c.header('Cache-Control', 'no-store');
      return c.json(ok(value), 200);
    },
  );
  return app;
}
