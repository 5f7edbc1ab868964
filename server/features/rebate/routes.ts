import { ErrorEnvelope } from '../../../contract/envelope';
import { rebateCalls } from '../../../contract/rebate/calls';
import type { Deps } from '../../core/context/deps';
import { createLimits } from '../../core/limits/limits';
import { createRouter, errorResponses, jsonContent, route } from '../../core/http/openapi';
import { requireSession } from '../../core/sessions/require-session';
import { networkOf } from '../../engine/rewards';
import { claimRebate } from './claim';
import { rebateSummary } from './summary';
import { reply, who } from '../../core/http/reply';

const tags = ['rebate'];
const security = [{ bearerAuth: [] }];
const errors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  403: jsonContent(ErrorEnvelope, 'RULE_FAILED (trial and agent accounts)'),
  409: jsonContent(ErrorEnvelope, 'REBATE_BELOW_MINIMUM, BUDGET_EXHAUSTED, PROMOTION_CLOSED'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
  ...errorResponses,
};
/** The manualRebate tab's calls (decision 045): what accrued since the last claim, and the claim. */
export function rebateRoutes(deps: Deps) {
  const app = createRouter();
  const session = requireSession(deps);
  const limits = createLimits(deps.pool);
  app.use(rebateCalls.summary.path, session);
  app.use(`${rebateCalls.summary.path}/*`, session);
  app.openapi(
    route(rebateCalls.summary, {
      tags,
      security,
      summary:
        'The rebate accrued since the last claim, per game type and rate, with the rates and the minimum',
      answer: 'The rebate',
      errors,
    }),
    async (c) => reply(c, await rebateSummary(deps.db, who(c))),
  );

  app.openapi(
    route(rebateCalls.claim, {
      tags,
      security,
      summary: 'Claim the accrued rebate: one grant of the rebate campaign paying exactly the rows accrued',
      description:
        'requestId is the idempotency key: a retry gets the original grant. Below the minimum, or nothing ' +
        'accrued since the last claim: REBATE_BELOW_MINIMUM.',
      answer: 'Paid',
      errors,
    }),
    async (c) => {
      await limits.rewardClaims.take(String(who(c)));
      const origin = { ip24: networkOf(c.get('ip')), deviceId: null };
      return reply(
        c,
        await claimRebate(deps.db, who(c), c.req.valid('json'), origin, c.req.valid('query').language),
      );
    },
  );
  return app;
}
