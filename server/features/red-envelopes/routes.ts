import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ErrorEnvelope } from '../../../contract/envelope';
import {
  DropIdParam,
  DropResponse,
  DropsViewResponse,
  GrabResponse,
  HistoryQuery,
  HistoryResponse,
  redEnvelopePaths,
} from '../../../contract/red-envelopes';
import type { AppEnv, Deps } from '../../deps';
import { ok } from '../../lib/errors';
import { createLimits } from '../../lib/limits';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { bearerToken, requireSession } from '../../lib/require-session';
import { findSession } from '../../lib/sessions';
import { networkOf } from '../rewards';
import { grab } from './grab';
import { dropView, dropsView, history } from './views';

const tags = ['red envelopes'];
const security = [{ bearerAuth: [] }];
const errors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  403: jsonContent(ErrorEnvelope, 'RULE_FAILED (player_only: trial and agent accounts take no share)'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND (drop)'),
  409: jsonContent(ErrorEnvelope, 'DROP_NOT_OPEN, ENVELOPES_GONE, BUDGET_EXHAUSTED'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
  ...errorResponses,
};
const reply = <T>(c: Context, value: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json(ok(value), 200);
};
/** The member's path with the `{id}` parameter of the OpenAPI route. */
const grabPath = redEnvelopePaths.grab(0).replace('/0/', '/{id}/');
const dropPath = redEnvelopePaths.drop(0).replace(/\/0$/, '/{id}');

/** Red envelopes (spec sections 1, 2 and 9; decision 058): drops, grab, the member's envelopes. */
export function redEnvelopeRoutes(deps: Deps) {
  const app = createRouter();
  const limits = createLimits(deps.pool);
  app.use('/wps/member/red-envelopes/*', requireSession(deps));
  const who = (c: Context<AppEnv>) => c.get('session').accountId;
  const maybeMember = async (c: Context<AppEnv>) => {
    const token = bearerToken(c.req.header('authorization'));
    const s = token ? await findSession(deps.db, token) : undefined;
    return s ? s.accountId : null;
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: redEnvelopePaths.drops,
      tags,
      summary:
        'The drop open now or the next one created, the schedule, recent drops (with a session, your shares)',
      responses: { 200: jsonContent(DropsViewResponse, 'Drops'), ...errors },
    }),
    async (c) => reply(c, await dropsView(deps.db, await maybeMember(c))),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: dropPath,
      tags,
      summary: "One drop; once it has ended, its server seed and every share's amount",
      request: { params: DropIdParam },
      responses: { 200: jsonContent(DropResponse, 'The drop'), ...errors },
    }),
    async (c) => reply(c, await dropView(deps.db, c.req.valid('param').id, await maybeMember(c))),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: grabPath,
      tags,
      security,
      summary: 'Grab a share of an open drop: one per member per drop; a repeat answers the same share',
      request: { params: DropIdParam },
      responses: { 200: jsonContent(GrabResponse, 'Your share'), ...errors },
    }),
    async (c) => {
      await limits.rewardClaims.take(String(who(c)));
      const origin = { ip24: networkOf(c.get('ip')), deviceId: null };
      return reply(c, await grab(deps.db, who(c), c.req.valid('param').id, origin));
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: redEnvelopePaths.history,
      tags,
      security,
      summary: 'Your red envelopes, newest first',
      request: { query: HistoryQuery },
      responses: { 200: jsonContent(HistoryResponse, 'Your envelopes'), ...errors },
    }),
    async (c) => reply(c, { list: await history(deps.db, who(c), c.req.valid('query').limit) }),
  );
  return app;
}
