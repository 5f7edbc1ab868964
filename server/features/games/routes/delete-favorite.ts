import { gamesCalls } from '../../../../contract/games/calls';
import { route } from '../../../core/http/openapi';
import { removeFavorite as remove } from '../favorites';
import { memberDoc, reply, who, type MemberRoute } from './context';

const summary = 'Remove a favourite (removing one that is not there is fine)';

export const removeFavorite: MemberRoute = (app, ctx) =>
  app.openapi(route(gamesCalls.removeFavorite, memberDoc(ctx, summary, 'Removed')), async (c) => {
    const { nodeId } = c.req.valid('param');
    await remove(ctx.deps.db, who(c), nodeId);
    return reply(c, { nodeId, favorite: false });
  });
