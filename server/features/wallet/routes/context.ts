import { ErrorEnvelope } from '../../../../contract/envelope';
import type { Deps } from '../../../core/context/deps';
import { errorResponses, jsonContent, type RouteDoc, type RouteFile } from '../../../core/http/openapi';
import { requireSession } from '../../../core/sessions/require-session';
export { reply, who } from '../../../core/http/reply';

export type WalletContext = {
  deps: Deps;
  /** A real account's session. */
  member: ReturnType<typeof requireSession>;
  /** Any session, trial accounts included. */
  anyMember: ReturnType<typeof requireSession>;
};
export type WalletRoute = RouteFile<WalletContext>;

export const walletContext = (deps: Deps): WalletContext => ({
  deps,
  member: requireSession(deps),
  anyMember: requireSession(deps, { allowTrial: true }),
});

export const authErrors = {
  401: jsonContent(ErrorEnvelope, 'No live session (NOT_LOGGED_IN)'),
  403: jsonContent(ErrorEnvelope, 'Trial account (NEED_REAL_ACCOUNT)'),
};

/** Every wallet call is the member's, by the session's bearer token. */
export const doc = (
  summary: string,
  answer: string,
  middleware: RouteDoc['middleware'],
  errors: RouteDoc['errors'] = authErrors,
) =>
  ({
    tags: ['wallet'],
    security: [{ bearerAuth: [] }],
    summary,
    answer,
    middleware,
    errors: { ...errors, ...errorResponses },
  }) satisfies RouteDoc;
