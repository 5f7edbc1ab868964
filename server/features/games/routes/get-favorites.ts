import { gamesCalls } from '../../../../contract/games/calls';
import { route } from '../../../core/http/openapi';
import { findFavorites } from '../favorites';
import { memberDoc, reply, who, type MemberRoute } from './context';

const summary = "A page of the member's favourite games (pageSize up to 999), newest first";

export const favorites: MemberRoute = (app, ctx) =>
  app.openapi(route(gamesCalls.favorites, memberDoc(ctx, summary, 'Favourites')), async (c) =>
    reply(c, await findFavorites(ctx.deps.db, who(c), c.req.valid('query'))),
  );
