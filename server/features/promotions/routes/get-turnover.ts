import { rewardsCalls } from '../../../../contract/rewards/calls';
import { route } from '../../../core/http/openapi';
import { feedTurnover, turnoverSummary } from '../../../engine/rewards';
import { memberDoc, reply, who, type RewardsRoute } from './context';

export const turnover: RewardsRoute = (app, { deps }) =>
  app.openapi(
    route(
      rewardsCalls.turnover,
      memberDoc(
        'Open bonus turnover: while remaining > 0, withdrawals and transfers out are TURNOVER_NOT_MET',
        'Turnover',
      ),
    ),
    async (c) => {
      await feedTurnover(deps.db, who(c));
      return reply(c, await turnoverSummary(deps.db, who(c)));
    },
  );
