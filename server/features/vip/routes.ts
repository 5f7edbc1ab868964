import { createRoute } from '@hono/zod-openapi';
import { LanguageQuery } from '../../../contract/common';
import { ErrorEnvelope } from '../../../contract/envelope';
import { VipSummaryResponse, vipPaths } from '../../../contract/vip';
import type { Deps } from '../../deps';
import { ok } from '../../lib/errors';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { requireSession } from '../../lib/require-session';
import { vipSummary } from './summary';

/** VIP levels for members (playerRank, decision 044). */
export function vipRoutes(deps: Deps) {
  const app = createRouter();
  app.use(vipPaths.summary, requireSession(deps));
  app.openapi(
    createRoute({
      method: 'get',
      path: vipPaths.summary,
      tags: ['vip'],
      security: [{ bearerAuth: [] }],
      summary:
        "The member's VIP level, progress to the next level and the month's keep target, the level table and VIP grants",
      request: { query: LanguageQuery },
      responses: {
        200: jsonContent(VipSummaryResponse, 'The summary'),
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
