import type { Context } from 'hono';
import { ErrorEnvelope } from '../../../../contract/envelope';
import type { AppEnv, Deps, OperatorPrincipal } from '../../../core/context/deps';
import { ok } from '../../../core/context/errors';
import type { Limits } from '../../../core/limits/limits';
import type { Sealer } from '../../../core/sessions/sealed';
import { jsonContent, type RouteDoc, type RouteFile } from '../../../core/http/openapi';

/** What the staff route files share: the operator guard is the app's (requireOperator), passed in. */
export type StaffContext = { deps: Deps; limits: Limits; sealer: Sealer };
export type StaffRoute = RouteFile<StaffContext>;

const e = (description: string) => jsonContent(ErrorEnvelope, description);

const errors = {
  400: e('BAD_REQUEST'),
  401: e('INVALID_CREDENTIALS'),
  403: e('FORBIDDEN (the role may not make this call)'),
  404: e('NOT_FOUND'),
  409: e('ACCOUNT_EXISTS'),
  429: e('TOO_MANY_REQUESTS'),
};
const openErrors = {
  400: e('BAD_REQUEST'),
  401: e('INVALID_CREDENTIALS, INVALID_VERIFICATION_CODE'),
  429: e('TOO_MANY_REQUESTS'),
};
/** A staff session (Authorization: Bearer) or an operator key. */
const security: RouteDoc['security'] = [{ staffSession: [] }, { operatorKey: [] }];

/** A staff call: its tag, its credentials (none for the login's two steps) and its errors. */
export const staffDoc = (summary: string, answer: string, open = false): RouteDoc => ({
  tags: ['operator: staff'],
  ...(open ? { errors: openErrors } : { security, errors }),
  summary,
  answer,
});

export const reply = <T>(c: Context, value: T) => c.json(ok(value), 200);

/** The caller, set by the operator guard. */
export function callerOf(c: Context<AppEnv>): OperatorPrincipal {
  const principal = c.get('operator') as OperatorPrincipal | undefined;
  if (!principal) throw new Error('the operator guard did not run');
  return principal;
}
