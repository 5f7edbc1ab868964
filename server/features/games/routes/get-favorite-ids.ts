import { gamesCalls } from '../../../../contract/games/calls';
import { route } from '../../../core/http/openapi';
import { findFavoriteIds } from '../favorites';
import { memberDoc, reply, who, type MemberRoute } from './context';

export const favoriteIds: MemberRoute = (app, ctx) =>
  app.openapi(
    route(
      gamesCalls.favoriteIds,
      memberDoc(ctx, "Ids (nodeIds) of the member's favourite games, newest first", 'Ids'),
    ),
    async (c) => reply(c, { ids: await findFavoriteIds(ctx.deps.db, who(c), c.req.valid('query')) }),
  );
