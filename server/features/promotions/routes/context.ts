import type { Context } from 'hono';
import { ErrorEnvelope } from '../../../../contract/envelope';
import type { Db } from '../../../db/client';
import type { AppEnv, Deps } from '../../../core/context/deps';
import { createLimits } from '../../../core/limits/limits';
import { errorResponses, jsonContent, type RouteDoc, type RouteFile } from '../../../core/http/openapi';
import { networkOf, type Origin } from '../../../engine/rewards';
import { reply, who } from '../../../core/http/reply';

export { reply, who };

/** What the rewards route files share: built once per router. */
export type RewardsContext = { deps: Deps; limits: ReturnType<typeof createLimits> };
export type RewardsRoute = RouteFile<RewardsContext>;

export function rewardsContext(deps: Deps): RewardsContext {
  return { deps, limits: createLimits(deps.pool) };
}

export const tags = ['rewards'];
export const security = [{ bearerAuth: [] }];
export const errors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  403: jsonContent(ErrorEnvelope, 'RULE_FAILED (value.rule names the rule), NEED_REAL_ACCOUNT'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND'),
  409: jsonContent(
    ErrorEnvelope,
    'ALREADY_CLAIMED, BUDGET_EXHAUSTED, PROMOTION_CLOSED, DUPLICATE_TRANSACTION',
  ),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
  ...errorResponses,
};

/** A public call (guests too): the rewards tag and error answers. */
export const publicDoc = (summary: string, answer: string) =>
  ({ tags, summary, answer, errors }) satisfies RouteDoc;
/** A member's call, by the session's bearer token. */
export const memberDoc = (summary: string, answer: string, description?: string) =>
  ({ ...publicDoc(summary, answer), security, ...(description ? { description } : {}) }) satisfies RouteDoc;

export const originOf = (ip: string, deviceId?: string | null): Origin => ({
  ip24: networkOf(ip),
  deviceId: deviceId ?? null,
});

type Act<B, R> = (
  db: Db,
  accountId: number,
  id: number,
  body: B,
  origin: Origin,
  language: string,
) => Promise<R>;

/**
 * A claim or an application, with the request's origin (decision 035), for the member behind the
 * session. The route and the claim lane both call it (decision 096). Its rate-limit point per
 * member was taken with the session, in the session's own statement (decision 068).
 */
export function actFor<B extends { deviceId?: string }, R>(
  db: Db,
  accountId: number,
  ip: string,
  input: { id: number; language: string; body: B },
  f: Act<B, R>,
): Promise<R> {
  const { id, language, body } = input;
  return f(db, accountId, id, body, originOf(ip, body.deviceId), language);
}

/** actFor through Hono: the session's member and address, the answer as reply() sends it. */
export async function act<B extends { deviceId?: string }, R>(
  { deps }: RewardsContext,
  c: Context<AppEnv>,
  input: { id: number; language: string; body: B },
  f: Act<B, R>,
) {
  return reply(c, await actFor(deps.db, who(c), c.get('ip'), input, f));
}
