import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ErrorEnvelope } from '../../../contract/envelope';
import { LaunchGameBody, LaunchGameResponse } from '../../../contract/games';
import type { Deps } from '../../deps';
import { requireSession } from '../../lib/require-session';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { ok } from '../../lib/errors';
import { launchGame } from './launch-game';

/** Per-member answers: never stored by caches on the way. */
const reply = <T>(c: Context, value: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json(ok(value), 200);
};

/**
 * Starting a game (spec section 4): members; guests NOT_LOGGED_IN; trial accounts only the games
 * offering free play (demo mode), else NEED_REAL_ACCOUNT.
 */
export function launchRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(
    createRoute({
      method: 'post',
      path: '/wps/game/launchGame',
      tags: ['games'],
      summary: 'Start a game by nodeId (or vassalage + gameCode): a route, a vendor list or a game URL',
      middleware: [requireSession(deps, { allowTrial: true })],
      request: { body: { content: { 'application/json': { schema: LaunchGameBody } }, required: true } },
      responses: {
        200: jsonContent(LaunchGameResponse, 'Where to go'),
        401: jsonContent(ErrorEnvelope, 'No live session (NOT_LOGGED_IN)'),
        403: jsonContent(ErrorEnvelope, 'Trial account on a game without free play (NEED_REAL_ACCOUNT)'),
        404: jsonContent(ErrorEnvelope, 'Unknown game (NOT_FOUND)'),
        ...errorResponses,
      },
    }),
    async (c) => reply(c, await launchGame(deps.db, c.get('session'), c.req.valid('json'))),
  );
  return app;
}
