import { base } from '../../../contract/missions/endpoints';
import { ErrorEnvelope } from '../../../contract/envelope';
import { type ClaimMissionResult } from '../../../contract/missions/schemas';
import { missionsCalls } from '../../../contract/missions/calls';
import type { Db } from '../../db/client';
import type { Deps } from '../../core/context/deps';
import { balanceOf, mainWallet } from '../../core/money/ledger';
import { createLimits } from '../../core/limits/limits';
import { errorResponses, jsonContent, route, type RouteDoc } from '../../core/http/openapi';
import { createMemberRouter } from '../../core/sessions/require-session';
import { memberPoints } from '../points';
import { findGrant, networkOf } from '../../engine/rewards';
import { claimMission, type MissionClaim } from './claim';
import { missionsPage, missionView } from './views';
import { reply, who } from '../../core/http/reply';

const errors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  403: jsonContent(ErrorEnvelope, 'NEED_REAL_ACCOUNT, RULE_FAILED (value.rule: player_only)'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND (mission)'),
  409: jsonContent(ErrorEnvelope, 'NOTHING_TO_CLAIM (not complete), PROMOTION_CLOSED, BUDGET_EXHAUSTED'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
  ...errorResponses,
};
/** Every missions call is the member's, by the session's bearer token. */
const doc = (summary: string, answer: string) =>
  ({ tags: ['missions'], security: [{ bearerAuth: [] }], summary, answer, errors }) satisfies RouteDoc;
/** The answer of a claim: the mission now, the grant (if cash), balance and points after. */
export async function claimResult(
  db: Db,
  accountId: number,
  paid: MissionClaim,
  language: string,
  now: Date,
): Promise<ClaimMissionResult> {
  return {
    mission: await missionView(db, accountId, paid.mission, language, now),
    created: paid.created,
    grant: paid.grantId === null ? null : await findGrant(db, accountId, paid.grantId, language),
    balance: (await balanceOf(db, await mainWallet(db, accountId))).toString(),
    points: await memberPoints(db, accountId),
  };
}

/** Missions and the mission leaderboard (decisions 054-055). Claims share the reward claims' rate limit. */
export function missionRoutes(deps: Deps) {
  const app = createMemberRouter(deps, base);
  const limits = createLimits(deps.pool);
  app.openapi(
    route(
      missionsCalls.missions,
      doc(
        "The member's daily, weekly and one-off missions with progress, and this week's leaderboard",
        'Missions and leaderboard',
      ),
    ),
    async (c) => reply(c, await missionsPage(deps.db, who(c), c.req.valid('query').language, new Date())),
  );

  app.openapi(
    route(
      missionsCalls.claim,
      doc(
        "Claim a complete mission's reward for the current period, once (a repeat answers the same)",
        'Claimed',
      ),
    ),
    async (c) => {
      await limits.rewardClaims.take(String(who(c)));
      const now = new Date();
      const origin = { ip24: networkOf(c.get('ip')), deviceId: null };
      const paid = await claimMission(
        deps.db,
        who(c),
        c.req.valid('param').id,
        c.req.valid('json').requestId,
        origin,
        now,
      );
      return reply(c, await claimResult(deps.db, who(c), paid, c.req.valid('query').language, now));
    },
  );
  return app;
}
