import { rewardsCalls } from '../../../../contract/rewards/calls';
import { route } from '../../../core/http/openapi';
import { listGrants } from '../../../engine/rewards';
import { memberDoc, reply, who, type RewardsRoute } from './context';

export const grants: RewardsRoute = (app, { deps }) =>
  app.openapi(
    route(
      rewardsCalls.grants,
      memberDoc(
        "The member's grants (bonus details) with turnover progress, and the turnover summary",
        'A page',
      ),
    ),
    async (c) => reply(c, await listGrants(deps.db, who(c), c.req.valid('query'))),
  );
