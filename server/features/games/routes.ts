import { createRoute } from '@hono/zod-openapi';
import { LanguageQuery, languages, type Language } from '../../../contract/common';
import { GameMenusResponse } from '../../../contract/games';
import type { Deps } from '../../deps';
import { Cached } from '../../lib/cached';
import { prepareJson, sendPrepared, type Prepared } from '../../lib/prepared';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { findGameMenus } from './find-game-menus';

const tags = ['games'];

export function gamesRoutes(deps: Deps) {
  const menus = Object.fromEntries(
    languages.map((l) => [l, new Cached(async () => prepareJson(await findGameMenus(deps.db, l)))]),
  ) as Record<Language, Cached<Prepared>>;
  deps.changes.on('catalogue', () => Object.values(menus).forEach((m) => m.invalidate()));

  const app = createRouter();
  app.openapi(
    createRoute({
      method: 'get',
      path: '/lgw/games/game_menus',
      tags,
      summary: 'Vendor categories with their vendors, in configured order',
      request: { query: LanguageQuery },
      responses: {
        200: jsonContent(GameMenusResponse, 'Menus'),
        304: { description: 'Not modified (ETag matched)' },
        ...errorResponses,
      },
    }),
    async (c) => sendPrepared(c, await menus[c.req.valid('query').language].get()),
  );
  return app;
}
