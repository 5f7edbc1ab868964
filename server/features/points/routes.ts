import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { LanguageQuery } from '../../../contract/common';
import { ErrorEnvelope } from '../../../contract/envelope';
import {
  PageQuery,
  PointsBalanceResponse,
  PointsMallResponse,
  PointsMovementPageResponse,
  RedeemRequest,
  RedeemResponse,
  RedemptionPageResponse,
  pointsPaths,
} from '../../../contract/points';
import type { AppEnv, Deps } from '../../deps';
import { ok } from '../../lib/errors';
import { createLimits } from '../../lib/limits';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { bearerToken, requireSession } from '../../lib/require-session';
import { findSession } from '../../lib/sessions';
import { checkPaymentPassword } from '../payments';
import { redeem } from './redeem';
import { mallView, memberPoints, myRedemptions, pointsDetails } from './views';

const tags = ['points'];
const security = [{ bearerAuth: [] }];
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
const reply = <T>(c: Context, value: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json(ok(value), 200);
};

/** The points mall (spec sections 1-3, 7; decisions 049-050): goods and rates, balance, redeem, history. */
export function pointsRoutes(deps: Deps) {
  const app = createRouter();
  const limits = createLimits(deps.pool);
  app.use('/wps/member/points', requireSession(deps));
  app.use('/wps/member/points/*', requireSession(deps));
  const who = (c: Context<AppEnv>) => c.get('session').accountId;
  const maybeMember = async (c: Context<AppEnv>) => {
    const token = bearerToken(c.req.header('authorization'));
    const s = token ? await findSession(deps.db, token) : undefined;
    return s ? s.accountId : null;
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: pointsPaths.mall,
      tags,
      summary: 'Goods, earning rates per game type; with a session, what the member redeemed of each',
      request: { query: LanguageQuery },
      responses: { 200: jsonContent(PointsMallResponse, 'The mall'), ...errors },
    }),
    async (c) => reply(c, await mallView(deps.db, await maybeMember(c), c.req.valid('query').language)),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: pointsPaths.balance,
      tags,
      security,
      summary: "The member's current points",
      responses: { 200: jsonContent(PointsBalanceResponse, 'Points'), ...errors },
    }),
    async (c) => reply(c, { points: await memberPoints(deps.db, who(c)) }),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: pointsPaths.redeem,
      tags,
      security,
      summary: 'Redeem goods for points (payment password; requestId is the idempotency key)',
      request: {
        query: LanguageQuery,
        body: { content: { 'application/json': { schema: RedeemRequest } }, required: true },
      },
      responses: { 200: jsonContent(RedeemResponse, 'Redeemed'), ...errors },
    }),
    async (c) => {
      const body = c.req.valid('json');
      await limits.rewardClaims.take(String(who(c)));
      await checkPaymentPassword(deps.db, limits.secretFailures, who(c), body.paymentPassword);
      return reply(c, await redeem(deps.db, who(c), body, c.req.valid('query').language));
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: pointsPaths.redemptions,
      tags,
      security,
      summary: "The member's redemptions (redeem history), newest first",
      request: { query: PageQuery },
      responses: { 200: jsonContent(RedemptionPageResponse, 'A page'), ...errors },
    }),
    async (c) => reply(c, await myRedemptions(deps.db, who(c), c.req.valid('query'))),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: pointsPaths.details,
      tags,
      security,
      summary: "Every movement of the member's points (points details), newest first",
      request: { query: PageQuery },
      responses: { 200: jsonContent(PointsMovementPageResponse, 'A page'), ...errors },
    }),
    async (c) => reply(c, await pointsDetails(deps.db, who(c), c.req.valid('query'))),
  );
  return app;
}
