import { gamesCalls } from '../../../../contract/games/calls';
import { route } from '../../../core/http/openapi';
import { findRecentGames } from '../find-recent-games';
import { memberDoc, reply, who, type MemberRoute } from './context';

const summary = 'Games the member launched, last played first (pageSize up to 20)';

export const recent: MemberRoute = (app, ctx) =>
  app.openapi(route(gamesCalls.recent, memberDoc(ctx, summary, 'Recent games')), async (c) =>
    reply(c, await findRecentGames(ctx.deps.db, who(c), c.req.valid('query'))),
  );
