import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ErrorEnvelope } from '../../../contract/envelope';
import {
  AddFavoriteBody,
  FavoriteChangeResponse,
  FavoriteIdsQuery,
  FavoriteIdsResponse,
  FavoriteParams,
  FavoritesQuery,
  FavoritesResponse,
  RecentGamesQuery,
  RecentGamesResponse,
} from '../../../contract/games';
import type { Deps } from '../../deps';
import { requireSession } from '../../lib/require-session';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { ok } from '../../lib/errors';
import { addFavorite, findFavoriteIds, findFavorites, removeFavorite } from './favorites';
import { findRecentGames } from './find-recent-games';

const tags = ['games'];
/** Per-member answers: never stored by caches on the way. */
const reply = <T>(c: Context, value: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json(ok(value), 200);
};
const sessionErrors = {
  401: jsonContent(ErrorEnvelope, 'No live session (NOT_LOGGED_IN)'),
  403: jsonContent(ErrorEnvelope, 'Trial account (NEED_REAL_ACCOUNT)'),
};

/** A member's favourites and recent games: token required, trial accounts refused. */
export function gamesMemberRoutes(deps: Deps) {
  const member = requireSession(deps);
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/member/favorites/ids',
      tags,
      summary: "Ids (nodeIds) of the member's favourite games, newest first",
      middleware: [member],
      request: { query: FavoriteIdsQuery },
      responses: { 200: jsonContent(FavoriteIdsResponse, 'Ids'), ...sessionErrors, ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const ids = await findFavoriteIds(deps.db, c.get('session').accountId, q);
      return reply(c, { ids });
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/member/favorites',
      tags,
      summary: "A page of the member's favourite games (pageSize up to 999), newest first",
      middleware: [member],
      request: { query: FavoritesQuery },
      responses: { 200: jsonContent(FavoritesResponse, 'Favourites'), ...sessionErrors, ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return reply(c, await findFavorites(deps.db, c.get('session').accountId, q));
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/wps/member/favorites',
      tags,
      summary: 'Add a favourite (adding twice is fine); NOT_FOUND for an unknown game',
      middleware: [member],
      request: { body: { content: { 'application/json': { schema: AddFavoriteBody } }, required: true } },
      responses: {
        200: jsonContent(FavoriteChangeResponse, 'Added'),
        404: jsonContent(ErrorEnvelope, 'Unknown game (NOT_FOUND)'),
        ...sessionErrors,
        ...errorResponses,
      },
    }),
    async (c) => {
      const { nodeId } = c.req.valid('json');
      await addFavorite(deps.db, c.get('session').accountId, nodeId);
      return reply(c, { nodeId, favorite: true });
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/wps/member/favorites/{nodeId}',
      tags,
      summary: 'Remove a favourite (removing one that is not there is fine)',
      middleware: [member],
      request: { params: FavoriteParams },
      responses: { 200: jsonContent(FavoriteChangeResponse, 'Removed'), ...sessionErrors, ...errorResponses },
    }),
    async (c) => {
      const { nodeId } = c.req.valid('param');
      await removeFavorite(deps.db, c.get('session').accountId, nodeId);
      return reply(c, { nodeId, favorite: false });
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/member/games/recent',
      tags,
      summary: 'Games the member launched, last played first (pageSize up to 20)',
      middleware: [member],
      request: { query: RecentGamesQuery },
      responses: {
        200: jsonContent(RecentGamesResponse, 'Recent games'),
        ...sessionErrors,
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return reply(c, await findRecentGames(deps.db, c.get('session').accountId, q));
    },
  );

  return app;
}
