import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { LanguageQuery, languages, type Language } from '../../../contract/common';
import { GameMenusResponse } from '../../../contract/games';
import type { Deps } from '../../deps';
import { Cached } from '../../lib/cached';
import { ok } from '../../lib/errors';
import { etagOf, isFresh } from '../../lib/etag';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { findGameMenus } from './find-game-menus';

const tags = ['games'];

/** A serialised body with its ETag, so a hit costs neither a query nor a JSON.stringify. */
type Prepared = { text: string; etag: string };

function prepare(value: unknown): Prepared {
  const text = JSON.stringify(ok(value));
  return { text, etag: etagOf(text) };
}

export function sendPrepared(c: Context, p: Prepared) {
  c.header('ETag', p.etag);
  c.header('Cache-Control', 'no-cache');
  if (isFresh(c, p.etag)) return c.body(null, 304);
  return c.body(p.text, 200, { 'Content-Type': 'application/json; charset=utf-8' });
}

export function gamesRoutes(deps: Deps) {
  const menus = Object.fromEntries(
    languages.map((l) => [l, new Cached(async () => prepare(await findGameMenus(deps.db, l)))]),
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
