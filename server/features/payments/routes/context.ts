import { ErrorEnvelope } from '../../../../contract/envelope';
import type { Deps } from '../../../core/context/deps';
import { createLimits } from '../../../core/limits/limits';
import { errorResponses, jsonContent, type RouteDoc, type RouteFile } from '../../../core/http/openapi';
import type { PaymentGateways } from '../../../core/context/ports';
export { reply, who } from '../../../core/http/reply';

/** What the cashier's route files share: built once per router. */
export type PaymentsContext = {
  deps: Deps;
  gateways: PaymentGateways;
  failures: ReturnType<typeof createLimits>['secretFailures'];
};
export type PaymentsRoute = RouteFile<PaymentsContext>;

export function paymentsContext(deps: Deps): PaymentsContext {
  return {
    deps,
    gateways: deps.payments,
    failures: createLimits(deps.pool).secretFailures,
  };
}

export const memberErrors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  403: jsonContent(ErrorEnvelope, 'NEED_REAL_ACCOUNT (trial accounts)'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND'),
  409: jsonContent(
    ErrorEnvelope,
    'INSUFFICIENT_FUNDS, WRONG_STATE, DUPLICATE_TRANSACTION, LIMIT_REACHED, ALREADY_BOUND, NOT_BOUND',
  ),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS (payment password guesses)'),
  ...errorResponses,
};

/** Every cashier call is the member's, by the session's bearer token. */
export const cashier = { tags: ['cashier'], security: [{ bearerAuth: [] }] };

/** Every cashier call: a real account's session, the same error answers. */
export const doc = (summary: string, answer: string, description?: string) =>
  ({
    ...cashier,
    summary,
    answer,
    ...(description ? { description } : {}),
    errors: memberErrors,
  }) satisfies RouteDoc;
