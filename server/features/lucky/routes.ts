import { base } from '../../../contract/lucky/endpoints';
import { ErrorEnvelope } from '../../../contract/envelope';
import { luckyCalls } from '../../../contract/lucky/calls';
import type { Deps } from '../../core/context/deps';
import { createLimits } from '../../core/limits/limits';
import { createRouter, errorResponses, jsonContent, route, routeDocs } from '../../core/http/openapi';
import { requireSession } from '../../core/sessions/require-session';
import { draw } from './draw';
import { verifyDraw } from './engine';
import { rotateSeed, setClientSeed } from './seeds';
import { luckyState, myDraws } from './views';
import { reply, who } from '../../core/http/reply';

const errors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  403: jsonContent(ErrorEnvelope, 'NEED_REAL_ACCOUNT'),
  409: jsonContent(ErrorEnvelope, 'NO_TICKETS, PRIZE_POOL_EMPTY, PROMOTION_CLOSED, DUPLICATE_TRANSACTION'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
  ...errorResponses,
};
/** The verification answers anyone; every other call is the member's, by the session's bearer token. */
const { publicDoc, memberDoc } = routeDocs(['lucky'], errors);
/** The prize wheel and the golden egg (decisions 056-057): table and tickets, draw, history, seeds, verify. */
export function luckyRoutes(deps: Deps) {
  const app = createRouter();
  const limits = createLimits(deps.pool);
  app.use(`${base}/*`, requireSession(deps));
  app.openapi(
    route(
      luckyCalls.game,
      memberDoc(
        "The published prize table and odds, the member's tickets and seed pair (hash only)",
        'The game',
      ),
    ),
    async (c) => {
      const { game } = c.req.valid('param');
      return reply(c, await luckyState(deps.db, who(c), game, c.req.valid('query').language));
    },
  );

  app.openapi(
    route(
      luckyCalls.draw,
      memberDoc(
        'One draw for one ticket (requestId is the idempotency key: a double tap draws once)',
        'Drawn',
      ),
    ),
    async (c) => {
      const { game } = c.req.valid('param');
      await limits.rewardClaims.take(String(who(c)));
      const { requestId } = c.req.valid('json');
      return reply(c, await draw(deps.db, who(c), game, requestId, c.req.valid('query').language));
    },
  );

  app.openapi(
    route(
      luckyCalls.draws,
      memberDoc("The member's draws, newest first, with seeds (the server seed once revealed)", 'Draws'),
    ),
    async (c) => {
      const { game } = c.req.valid('param');
      const q = c.req.valid('query');
      return reply(c, await myDraws(deps.db, who(c), game, q.limit, q.language));
    },
  );

  app.openapi(
    route(luckyCalls.clientSeed, memberDoc("The member's client seed for the coming draws", 'The seed pair')),
    async (c) =>
      reply(
        c,
        await setClientSeed(deps.db, who(c), c.req.valid('param').game, c.req.valid('json').clientSeed),
      ),
  );

  app.openapi(
    route(
      luckyCalls.rotate,
      memberDoc('Reveal the server seed (its draws become verifiable) and open a new pair', 'Revealed'),
    ),
    async (c) => reply(c, await rotateSeed(deps.db, who(c), c.req.valid('param').game)),
  );

  app.openapi(
    route(
      luckyCalls.verify,
      publicDoc(
        'Recompute a draw from a revealed server seed, the client seed, the nonce and the weights',
        'The draw',
      ),
    ),
    async (c) => {
      const { weights, ...seeds } = c.req.valid('json');
      return reply(c, verifyDraw(seeds, weights));
    },
  );
  return app;
}
