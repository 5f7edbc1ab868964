import { ErrorEnvelope } from '../../../../contract/envelope';
import type { Deps } from '../../../core/context/deps';
import { createLimits } from '../../../core/limits/limits';
import { errorResponses, jsonContent, type RouteDoc, type RouteFile } from '../../../core/http/openapi';
import { requireSession, type SessionAllows } from '../../../core/sessions/require-session';
import { dataSealer } from '../../../core/sessions/sealed';
import type { AccountsContext } from '../login';

/** What the accounts route files share: built once per router. */
export type AccountsRouteContext = AccountsContext & { sealer: ReturnType<typeof dataSealer> };
export type AccountsRoute = RouteFile<AccountsRouteContext>;

export function accountsContext(deps: Deps): AccountsRouteContext {
  return { deps, site: deps.siteData, limits: createLimits(deps.pool), sealer: dataSealer(deps.config) };
}

export const failure = (description: string) => jsonContent(ErrorEnvelope, description);

/** A call anyone may make: its own error answers beside the common ones. */
export const doc = (summary: string, answer: string, errors: RouteDoc['errors'] = {}) =>
  ({ tags: ['accounts'], summary, answer, errors: { ...errors, ...errorResponses } }) satisfies RouteDoc;

/**
 * A call of the logged-in account; `allowTrial` lets trial accounts in as well,
 * `duringPasswordChange` a session whose forced password change is not done (decision 103).
 */
export const sessionDoc = (
  deps: Deps,
  allows: SessionAllows & { allowTrial: boolean },
  summary: string,
  answer: string,
  errors: RouteDoc['errors'] = {},
) =>
  ({
    tags: ['accounts'],
    summary,
    answer,
    security: [{ bearerAuth: [] }],
    middleware: [requireSession(deps, allows)],
    errors: {
      401: failure('NOT_LOGGED_IN'),
      403: failure(
        allows.duringPasswordChange
          ? 'NEED_REAL_ACCOUNT (trial accounts)'
          : 'NEED_REAL_ACCOUNT (trial accounts), PASSWORD_CHANGE_REQUIRED (decision 103)',
      ),
      ...errors,
      ...errorResponses,
    },
  }) satisfies RouteDoc;

/** Session answers must not be kept by any cache. */
export const noStore = (c: { header(name: string, value: string): void }) =>
  c.header('Cache-Control', 'no-store');
