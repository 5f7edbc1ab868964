import type { Context } from 'hono';
import { ErrorEnvelope } from '../../../contract/envelope';
import { gamesCalls } from '../../../contract/games/calls';
import type { Deps } from '../../core/context/deps';
import { requireSession } from '../../core/sessions/require-session';
import { createRouter, errorResponses, jsonContent, route } from '../../core/http/openapi';
import { ok } from '../../core/context/errors';
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
    route(gamesCalls.launch, {
      tags: ['games'],
      summary: 'Start a game by nodeId (or vassalage + gameCode): a route, a vendor list or a game URL',
      answer: 'Where to go',
      middleware: [requireSession(deps, { allowTrial: true })],
      errors: {
        401: jsonContent(ErrorEnvelope, 'No live session (NOT_LOGGED_IN)'),
        403: jsonContent(ErrorEnvelope, 'Trial account on a game without free play (NEED_REAL_ACCOUNT)'),
        404: jsonContent(ErrorEnvelope, 'Unknown game (NOT_FOUND)'),
        ...errorResponses,
      },
    }),
    async (c) => reply(c, await launchGame(deps.db, deps.demoWallets, c.get('session'), c.req.valid('json'))),
  );
  return app;
}
