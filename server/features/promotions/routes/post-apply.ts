import { rewardsCalls } from '../../../../contract/rewards/calls';
import { route } from '../../../core/http/openapi';
import { applyForPromotion } from '../../../engine/rewards';
import { act, memberDoc, type RewardsRoute } from './context';

export const apply: RewardsRoute = (app, ctx) =>
  app.openapi(
    route(
      rewardsCalls.apply,
      memberDoc(
        'Apply to a promotion with a comment and up to 3 uploaded images; the operator reviews it',
        'The pending application',
      ),
    ),
    async (c) =>
      act(
        ctx,
        c,
        { id: c.req.valid('param').id, language: c.req.valid('query').language, body: c.req.valid('json') },
        applyForPromotion,
      ),
  );
