import { ErrorEnvelope } from '../../../contract/envelope';
import { vipCalls } from '../../../contract/vip/calls';
import type { Deps } from '../../core/context/deps';
import { ok } from '../../core/context/errors';
import { createRouter, errorResponses, jsonContent, route } from '../../core/http/openapi';
import { requireSession } from '../../core/sessions/require-session';
import { vipSummary } from './summary';

/** VIP levels for members (playerRank, decision 044). */
export function vipRoutes(deps: Deps) {
  const app = createRouter();
  app.use(vipCalls.summary.path, requireSession(deps));
  app.openapi(
    route(vipCalls.summary, {
      tags: ['vip'],
      security: [{ bearerAuth: [] }],
      summary:
        "The member's VIP level, progress to the next level and the month's keep target, the level table and VIP grants",
      answer: 'The summary',
      errors: {
        401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
        403: jsonContent(ErrorEnvelope, 'NEED_REAL_ACCOUNT'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const value = await vipSummary(deps.db, c.get('session').accountId, c.req.valid('query').language);
      c.header('Cache-Control', 'no-store');
      return c.json(ok(value), 200);
    },
  );
  return app;
}
