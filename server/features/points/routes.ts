import { ErrorEnvelope } from '../../../contract/envelope';
import { base } from '../../../contract/points/endpoints';
import { pointsCalls } from '../../../contract/points/calls';
import type { Deps } from '../../core/context/deps';
import { createLimits } from '../../core/limits/limits';
import { errorResponses, jsonContent, route, routeDocs } from '../../core/http/openapi';
import { createMemberRouter, sessionAccount } from '../../core/sessions/require-session';
import { checkPaymentPassword } from '../payments';
import { redeem } from './redeem';
import { mallView, memberPoints, myRedemptions, pointsDetails } from './views';
import { reply, who } from '../../core/http/reply';

const errors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  403: jsonContent(ErrorEnvelope, 'NEED_REAL_ACCOUNT'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND (goods)'),
  409: jsonContent(
    ErrorEnvelope,
    'INSUFFICIENT_POINTS, OUT_OF_STOCK, LIMIT_REACHED, BUDGET_EXHAUSTED, PROMOTION_CLOSED, DUPLICATE_TRANSACTION, NOT_BOUND (no payment password)',
  ),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
  ...errorResponses,
  400: jsonContent(ErrorEnvelope, 'BAD_REQUEST (delivery missing), INVALID_PAYMENT_PASSWORD'),
};
/** The mall answers guests too; every other call is the member's, by the session's bearer token. */
const { publicDoc, memberDoc } = routeDocs(['points'], errors);
/** The points mall (spec sections 1-3, 7; decisions 049-050): goods and rates, balance, redeem, history. */
export function pointsRoutes(deps: Deps) {
  const app = createMemberRouter(deps, base);
  const limits = createLimits(deps.pool);
  app.openapi(
    route(
      pointsCalls.mall,
      publicDoc(
        'Goods, earning rates per game type; with a session, what the member redeemed of each',
        'The mall',
      ),
    ),
    async (c) =>
      reply(c, await mallView(deps.db, await sessionAccount(deps, c), c.req.valid('query').language)),
  );

  app.openapi(route(pointsCalls.balance, memberDoc("The member's current points", 'Points')), async (c) =>
    reply(c, { points: await memberPoints(deps.db, who(c)) }),
  );

  app.openapi(
    route(
      pointsCalls.redeem,
      memberDoc('Redeem goods for points (payment password; requestId is the idempotency key)', 'Redeemed'),
    ),
    async (c) => {
      const body = c.req.valid('json');
      await limits.rewardClaims.take(String(who(c)));
      await checkPaymentPassword(deps.db, limits.secretFailures, who(c), body.paymentPassword);
      return reply(c, await redeem(deps.db, who(c), body, c.req.valid('query').language));
    },
  );

  app.openapi(
    route(
      pointsCalls.redemptions,
      memberDoc("The member's redemptions (redeem history), newest first", 'A page'),
    ),
    async (c) => reply(c, await myRedemptions(deps.db, who(c), c.req.valid('query'))),
  );

  app.openapi(
    route(
      pointsCalls.details,
      memberDoc("Every movement of the member's points (points details), newest first", 'A page'),
    ),
    async (c) => reply(c, await pointsDetails(deps.db, who(c), c.req.valid('query'))),
  );
  return app;
}
