import { rewardsCalls } from '../../../../contract/rewards/calls';
import { route } from '../../../core/http/openapi';
import { sessionAccount } from '../../../core/sessions/require-session';
import { listPromotions } from '../promotions';
import { originOf, publicDoc, reply, type RewardsRoute } from './context';

export const promotions: RewardsRoute = (app, { deps }) =>
  app.openapi(
    route(
      rewardsCalls.promotions,
      publicDoc(
        'Live promotions by filter category; with a session, each with the member state',
        'Promotions',
      ),
    ),
    async (c) =>
      reply(
        c,
        await listPromotions(
          deps.db,
          await sessionAccount(deps, c),
          c.req.valid('query'),
          originOf(c.get('ip')),
        ),
      ),
  );
