import { ErrorEnvelope } from '../../../contract/envelope';
import { referralCalls } from '../../../contract/referral/calls';
import type { Deps } from '../../core/context/deps';
import { createLimits } from '../../core/limits/limits';
import { createRouter, errorResponses, jsonContent, route, type RouteDoc } from '../../core/http/openapi';
import { requireSession } from '../../core/sessions/require-session';
import { networkOf } from '../../engine/rewards';
import { referralSummary } from './views';
import { bindZalo, sendZaloCode } from './zalo';
import { reply, who } from '../../core/http/reply';

/** Every referral call is the member's, by the session's bearer token. */
const doc = (summary: string, answer: string) =>
  ({
    tags: ['referral'],
    security: [{ bearerAuth: [] }],
    summary,
    answer,
    errors: {
      401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
      403: jsonContent(ErrorEnvelope, 'NEED_REAL_ACCOUNT'),
      409: jsonContent(ErrorEnvelope, 'ALREADY_BOUND, ZALO_TAKEN, BUDGET_EXHAUSTED'),
      429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
      502: jsonContent(ErrorEnvelope, 'DELIVERY_FAILED: the SMS gateway did not take the message'),
      ...errorResponses,
    },
  }) satisfies RouteDoc;
/** Member referral and the Zalo registration reward (spec sections 2, 9; decisions 059, 060). */
export function referralRoutes(deps: Deps) {
  const app = createRouter();
  const limits = createLimits(deps.pool);
  app.use(referralCalls.summary.path, requireSession(deps));
  app.use(referralCalls.zalo.path, requireSession(deps));
  app.use(referralCalls.zaloCode.path, requireSession(deps));
  app.openapi(
    route(
      referralCalls.summary,
      doc(
        "The member's referral code and link, the reward's terms, statistics, referees and the Zalo reward",
        'The referral tab',
      ),
    ),
    async (c) => reply(c, await referralSummary(deps.db, who(c), c.req.valid('query').deviceId ?? null)),
  );

  app.openapi(
    route(
      referralCalls.zaloCode,
      doc('SMS a code to the Zalo number being bound (decision 089)', 'Code sent'),
    ),
    async (c) => {
      const { zalo } = c.req.valid('json');
      return reply(c, await sendZaloCode(deps, limits, who(c), c.get('ip'), zalo));
    },
  );

  app.openapi(
    route(
      referralCalls.zalo,
      doc(
        'Bind a Zalo contact with its SMS code; pays the Zalo registration reward once, after a first deposit, when the member is eligible',
        'Bound',
      ),
    ),
    async (c) => {
      const body = c.req.valid('json');
      await limits.rewardClaims.take(String(who(c)));
      const origin = { ip24: networkOf(c.get('ip')), deviceId: body.deviceId ?? null };
      return reply(c, await bindZalo(deps, who(c), body, origin));
    },
  );
  return app;
}
