import { memberPromotions, memberRewards } from '../../../../contract/rewards/endpoints';
import type { Deps } from '../../../core/context/deps';
import { createRouter } from '../../../core/http/openapi';
import { requireSession } from '../../../core/sessions/require-session';
import { rewardsContext, type RewardsRoute } from './context';
import { applications } from './get-applications';
import { grants } from './get-grants';
import { promotion } from './get-promotion';
import { promotions } from './get-promotions';
import { turnover } from './get-turnover';
import { images } from './images';
import { apply } from './post-apply';
import { claim } from './post-claim';

/** The claim and apply calls: the ones rate-limited by LIMITS.rewardClaims. */
const isAct = new RegExp(`^${memberPromotions}/[^/]+/(claim|apply)$`);

/** The rewards calls, one file each (tests/helpers/route-files.ts), in the order they are registered. */
export const routes: RewardsRoute[] = [
  promotions,
  promotion,
  claim,
  apply,
  applications,
  grants,
  turnover,
  images,
];

/**
 * Promotions and rewards for members (decisions 032-035): the promotions page (guests too, with
 * no state), claims, applications with images, the member's grants and turnover.
 */
export function promotionRoutes(deps: Deps) {
  const app = createRouter();
  const session = requireSession(deps);
  const ctx = rewardsContext(deps);
  // A claim or an application takes its rate-limit point in the session's statement (decision 068).
  const sessionTakingClaim = requireSession(deps, { limit: ctx.limits.rewardClaims });
  app.use(`${memberPromotions}/*`, (c, next) =>
    (c.req.method === 'POST' && isAct.test(c.req.path) ? sessionTakingClaim : session)(c, next),
  );
  app.use(`${memberRewards}/*`, session);
  for (const add of routes) add(app, ctx);
  return app;
}
