import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ErrorEnvelope } from '../../../contract/envelope';
import {
  ReferralQuery,
  ReferralSummaryResponse,
  ZaloRequest,
  ZaloResponse,
  referralPaths,
} from '../../../contract/referral';
import type { AppEnv, Deps } from '../../deps';
import { ok } from '../../lib/errors';
import { createLimits } from '../../lib/limits';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { requireSession } from '../../lib/require-session';
import { networkOf } from '../rewards';
import { referralSummary } from './views';
import { bindZalo } from './zalo';

const tags = ['referral'];
const security = [{ bearerAuth: [] }];
const errors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  403: jsonContent(ErrorEnvelope, 'NEED_REAL_ACCOUNT'),
  409: jsonContent(ErrorEnvelope, 'ALREADY_BOUND, ZALO_TAKEN, BUDGET_EXHAUSTED'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
  ...errorResponses,
};
const reply = <T>(c: Context, value: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json(ok(value), 200);
};

/** Member referral and the Zalo registration reward (spec sections 2, 9; decisions 059, 060). */
export function referralRoutes(deps: Deps) {
  const app = createRouter();
  const limits = createLimits(deps.pool);
  app.use(referralPaths.summary, requireSession(deps));
  app.use(referralPaths.zalo, requireSession(deps));
  const who = (c: Context<AppEnv>) => c.get('session').accountId;

  app.openapi(
    createRoute({
      method: 'get',
      path: referralPaths.summary,
      tags,
      security,
      summary:
        "The member's referral code and link, the reward's terms, statistics, referees and the Zalo reward",
      request: { query: ReferralQuery },
      responses: { 200: jsonContent(ReferralSummaryResponse, 'The referral tab'), ...errors },
    }),
    async (c) => reply(c, await referralSummary(deps.db, who(c), c.req.valid('query').deviceId ?? null)),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: referralPaths.zalo,
      tags,
      security,
      summary: 'Bind a Zalo contact; pays the Zalo registration reward once when the member is eligible',
      request: { body: { content: { 'application/json': { schema: ZaloRequest } }, required: true } },
      responses: { 200: jsonContent(ZaloResponse, 'Bound'), ...errors },
    }),
    async (c) => {
      const body = c.req.valid('json');
      await limits.rewardClaims.take(String(who(c)));
      const origin = { ip24: networkOf(c.get('ip')), deviceId: body.deviceId ?? null };
      return reply(c, await bindZalo(deps.db, who(c), body.zalo, origin));
    },
  );
  return app;
}
