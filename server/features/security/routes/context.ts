import { ErrorEnvelope } from '../../../../contract/envelope';
import type { Deps } from '../../../core/context/deps';
import { createLimits } from '../../../core/limits/limits';
import { errorResponses, jsonContent, type RouteDoc, type RouteFile } from '../../../core/http/openapi';
import { dataSealer } from '../../../core/sessions/sealed';

/** What the security centre's route files share: built once per router. */
export type SecurityContext = {
  deps: Deps;
  limits: ReturnType<typeof createLimits>;
  sealer: ReturnType<typeof dataSealer>;
};
export type SecurityRoute = RouteFile<SecurityContext>;

export function securityContext(deps: Deps): SecurityContext {
  return { deps, limits: createLimits(deps.pool), sealer: dataSealer(deps.config) };
}

/** Every security-centre call: a real account's session, the same error answers. */
export const doc = (summary: string, answer = 'Done (value null)') =>
  ({
    tags: ['security'],
    security: [{ bearerAuth: [] }],
    summary,
    answer,
    errors: {
      401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
      403: jsonContent(ErrorEnvelope, 'NEED_REAL_ACCOUNT (trial accounts)'),
      409: jsonContent(ErrorEnvelope, 'PHONE_TAKEN, EMAIL_TAKEN, NOT_BOUND or ALREADY_BOUND'),
      429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS (Retry-After)'),
      ...errorResponses,
    },
  }) satisfies RouteDoc;
