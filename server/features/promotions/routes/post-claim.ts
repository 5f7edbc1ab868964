import { rewardsCalls } from '../../../../contract/rewards/calls';
import { route } from '../../../core/http/openapi';
import { claimPromotion } from '../../../engine/rewards';
import { act, memberDoc, type RewardsRoute } from './context';

export const claim: RewardsRoute = (app, ctx) =>
  app.openapi(
    route(
      rewardsCalls.claim,
      memberDoc(
        'Claim a promotion: the grant (or a held grant, state applying)',
        'Granted or held',
        'requestId is the idempotency key: a retry gets the original grant; another claim of a granted reward ' +
          'is ALREADY_CLAIMED. RULE_FAILED names the rule in value.rule; BUDGET_EXHAUSTED when the budget cannot pay.',
      ),
    ),
    async (c) =>
      act(
        ctx,
        c,
        { id: c.req.valid('param').id, language: c.req.valid('query').language, body: c.req.valid('json') },
        claimPromotion,
      ),
  );
