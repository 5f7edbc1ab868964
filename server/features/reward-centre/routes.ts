import type { Context } from 'hono';
import { base } from '../../../contract/reward-centre/endpoints';
import { ErrorEnvelope } from '../../../contract/envelope';
import { type RewardCentre } from '../../../contract/reward-centre/schemas';
import { rewardCentreCalls as calls } from '../../../contract/reward-centre/calls';
import type { Db } from '../../db/client';
import type { AppEnv, Deps } from '../../core/context/deps';
import { createLimits } from '../../core/limits/limits';
import { errorResponses, jsonContent, route, type RouteDoc } from '../../core/http/openapi';
import { createMemberRouter } from '../../core/sessions/require-session';
import { networkOf, type Origin } from '../../engine/rewards';
import { claimRescue, rescueView } from './rescue';
import { claimResult } from './result';
import { signIn, signInState } from './sign-in';
import { claimTask, taskViews } from './tasks';
import { reply, who } from '../../core/http/reply';

const tags = ['reward centre'];
const security = [{ bearerAuth: [] }];
const errors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  403: jsonContent(
    ErrorEnvelope,
    'RULE_FAILED (value.rule: player_only for trial and agent accounts, or the task rule)',
  ),
  409: jsonContent(ErrorEnvelope, 'PROMOTION_CLOSED, BUDGET_EXHAUSTED, NOTHING_TO_CLAIM'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
  ...errorResponses,
};
const doc = (summary: string, answer: string) =>
  ({ tags, security, summary, answer, errors }) satisfies RouteDoc;
/** The member's reward centre: sign-in card, newbie tasks and yesterday's rescue, at `now`. */
export async function rewardCentre(
  db: Db,
  accountId: number,
  origin: Origin,
  now: Date,
): Promise<RewardCentre> {
  return {
    signIn: await signInState(db, accountId, origin, now),
    tasks: await taskViews(db, accountId, origin, now),
    rescue: await rescueView(db, accountId, origin, now),
  };
}

/** Reward centre calls (decision 046): each claim is rate-limited with the promotion claims. */
export function rewardCentreRoutes(deps: Deps) {
  const app = createMemberRouter(deps, base);
  const limits = createLimits(deps.pool);
  const origin = (c: Context<AppEnv>, deviceId?: string): Origin => ({
    ip24: networkOf(c.get('ip')),
    deviceId: deviceId ?? null,
  });
  const claim = async (
    c: Context<AppEnv>,
    language: string,
    pay: (accountId: number, o: Origin) => Promise<{ grantId: number; created: boolean }>,
    deviceId?: string,
  ) => {
    await limits.rewardClaims.take(String(who(c)));
    const paid = await pay(who(c), origin(c, deviceId));
    return reply(c, await claimResult(deps.db, who(c), paid, language));
  };

  app.openapi(
    route(
      calls.centre,
      doc(
        "The member's daily sign-in (streak, ladder), newbie tasks and yesterday's loss rescue",
        'The reward centre',
      ),
    ),
    async (c) => reply(c, await rewardCentre(deps.db, who(c), origin(c), new Date())),
  );

  app.openapi(
    route(
      calls.signIn,
      doc(
        "Sign in for today: the streak day's reward, once per site day (a repeat answers the same grant)",
        'Signed in',
      ),
    ),
    async (c) =>
      claim(
        c,
        c.req.valid('query').language,
        (id, o) => signIn(deps.db, id, o, new Date()),
        c.req.valid('json').deviceId,
      ),
  );

  app.openapi(
    route(
      calls.claimTask,
      doc("Claim a done newbie task's reward, once (a repeat answers the same grant)", 'Claimed'),
    ),
    async (c) =>
      claim(
        c,
        c.req.valid('query').language,
        (id, o) => claimTask(deps.db, id, c.req.valid('param').task, o, new Date()),
        c.req.valid('json').deviceId,
      ),
  );

  app.openapi(
    route(calls.claimRescue, doc("Claim the rescue of yesterday's net loss, once, today only", 'Claimed')),
    async (c) =>
      claim(
        c,
        c.req.valid('query').language,
        (id, o) => claimRescue(deps.db, id, o, new Date()),
        c.req.valid('json').deviceId,
      ),
  );
  return app;
}
