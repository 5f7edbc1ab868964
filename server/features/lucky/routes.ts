import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { LanguageQuery } from '../../../contract/common';
import { ErrorEnvelope } from '../../../contract/envelope';
import {
  DrawRequest,
  DrawResponse,
  DrawsQuery,
  DrawsResponse,
  GameParam,
  LuckyClientSeedBody,
  LuckyFairnessResponse,
  LuckyRotateResponse,
  LuckyStateResponse,
  VerifiedDrawResponse,
  VerifyDrawRequest,
} from '../../../contract/lucky';
import type { AppEnv, Deps } from '../../deps';
import { ok } from '../../lib/errors';
import { createLimits } from '../../lib/limits';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { requireSession } from '../../lib/require-session';
import { draw } from './draw';
import { verifyDraw } from './engine';
import { rotateSeed, setClientSeed } from './seeds';
import { luckyState, myDraws } from './views';

const tags = ['lucky'];
const security = [{ bearerAuth: [] }];
const errors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  403: jsonContent(ErrorEnvelope, 'NEED_REAL_ACCOUNT'),
  409: jsonContent(ErrorEnvelope, 'NO_TICKETS, PRIZE_POOL_EMPTY, PROMOTION_CLOSED, DUPLICATE_TRANSACTION'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
  ...errorResponses,
};
const reply = <T>(c: Context, value: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json(ok(value), 200);
};
const path = (suffix: string) => `/wps/member/lucky/{game}${suffix}`;

/** The prize wheel and the golden egg (decisions 056-057): table and tickets, draw, history, seeds, verify. */
export function luckyRoutes(deps: Deps) {
  const app = createRouter();
  const limits = createLimits(deps.pool);
  app.use('/wps/member/lucky/*', requireSession(deps));
  const who = (c: Context<AppEnv>) => c.get('session').accountId;

  app.openapi(
    createRoute({
      method: 'get',
      path: path(''),
      tags,
      security,
      summary: "The published prize table and odds, the member's tickets and seed pair (hash only)",
      request: { params: GameParam, query: LanguageQuery },
      responses: { 200: jsonContent(LuckyStateResponse, 'The game'), ...errors },
    }),
    async (c) => {
      const { game } = c.req.valid('param');
      return reply(c, await luckyState(deps.db, who(c), game, c.req.valid('query').language));
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: path('/draw'),
      tags,
      security,
      summary: 'One draw for one ticket (requestId is the idempotency key: a double tap draws once)',
      request: {
        params: GameParam,
        query: LanguageQuery,
        body: { content: { 'application/json': { schema: DrawRequest } }, required: true },
      },
      responses: { 200: jsonContent(DrawResponse, 'Drawn'), ...errors },
    }),
    async (c) => {
      const { game } = c.req.valid('param');
      await limits.rewardClaims.take(String(who(c)));
      const { requestId } = c.req.valid('json');
      return reply(c, await draw(deps.db, who(c), game, requestId, c.req.valid('query').language));
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: path('/draws'),
      tags,
      security,
      summary: "The member's draws, newest first, with seeds (the server seed once revealed)",
      request: { params: GameParam, query: DrawsQuery },
      responses: { 200: jsonContent(DrawsResponse, 'Draws'), ...errors },
    }),
    async (c) => {
      const { game } = c.req.valid('param');
      const q = c.req.valid('query');
      return reply(c, await myDraws(deps.db, who(c), game, q.limit, q.language));
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: path('/seed'),
      tags,
      security,
      summary: "The member's client seed for the coming draws",
      request: {
        params: GameParam,
        body: { content: { 'application/json': { schema: LuckyClientSeedBody } }, required: true },
      },
      responses: { 200: jsonContent(LuckyFairnessResponse, 'The seed pair'), ...errors },
    }),
    async (c) =>
      reply(
        c,
        await setClientSeed(deps.db, who(c), c.req.valid('param').game, c.req.valid('json').clientSeed),
      ),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: path('/seed/rotate'),
      tags,
      security,
      summary: 'Reveal the server seed (its draws become verifiable) and open a new pair',
      request: { params: GameParam },
      responses: { 200: jsonContent(LuckyRotateResponse, 'Revealed'), ...errors },
    }),
    async (c) => reply(c, await rotateSeed(deps.db, who(c), c.req.valid('param').game)),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/wps/lucky/verify',
      tags,
      summary: 'Recompute a draw from a revealed server seed, the client seed, the nonce and the weights',
      request: { body: { content: { 'application/json': { schema: VerifyDrawRequest } }, required: true } },
      responses: { 200: jsonContent(VerifiedDrawResponse, 'The draw'), ...errors },
    }),
    async (c) => {
      const { weights, ...seeds } = c.req.valid('json');
      return reply(c, verifyDraw(seeds, weights));
    },
  );
  return app;
}
