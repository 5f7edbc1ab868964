import { rewardsCalls } from '../../../../contract/rewards/calls';
import { route } from '../../../core/http/openapi';
import { sessionAccount } from '../../../core/sessions/require-session';
import { promotionDetail } from '../promotions';
import { originOf, publicDoc, reply, type RewardsRoute } from './context';

export const promotion: RewardsRoute = (app, { deps }) =>
  app.openapi(
    route(
      rewardsCalls.promotion,
      publicDoc(
        'One promotion with its terms; with a session, the member state, amount and grant',
        'The promotion',
      ),
    ),
    async (c) =>
      reply(
        c,
        await promotionDetail(
          deps.db,
          await sessionAccount(deps, c),
          c.req.valid('param').id,
          c.req.valid('query').language,
          originOf(c.get('ip')),
        ),
      ),
  );
