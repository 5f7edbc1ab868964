import type { Context, MiddlewareHandler } from 'hono';
import { trialAccountType } from '../../../contract/common';
import type { AppEnv, Deps } from '../context/deps';
import { AppError } from '../context/errors';
import type { Limit } from '../limits/limits';
import { createRouter } from '../http/openapi';
import { findSession, findSessionTaking, type SessionInfo } from './sessions';

/** The bearer token of a request, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(header?.trim() ?? '');
  return match?.[1];
}

/** What a call lets in besides a live session of a real account whose password need not change. */
export type SessionAllows = {
  allowTrial?: boolean;
  /** One of the few calls a session answers before its forced password change (decision 103). */
  duringPasswordChange?: boolean;
};

/**
 * Token-required calls (T in spec section 7). Sets `session`; refuses as acceptSession does:
 * NOT_LOGGED_IN without a live session, PASSWORD_CHANGE_REQUIRED and NEED_REAL_ACCOUNT unless
 * the call allows them.
 */
export function requireSession(
  deps: Deps,
  opts: SessionAllows & {
    /** A per-account limit taken in the session's own statement (one round trip: decision 068). */
    limit?: Limit;
  } = {},
): MiddlewareHandler<AppEnv> {
  const { limit } = opts;
  // Trial accounts are refused below: they take no point (unless the call allows them).
  const exempt = opts.allowTrial ? -1 : trialAccountType;
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw new AppError('NOT_LOGGED_IN', 'log in first');
    const { session, refusal } = limit
      ? await findSessionTaking(deps.db, token, limit, exempt)
      : { session: await findSession(deps.db, token), refusal: undefined };
    c.set('session', acceptSession(session, refusal, opts));
    return next();
  };
}

/**
 * The session check's verdict, named once for requireSession and the claim lane: the session, or
 * NOT_LOGGED_IN without one; PASSWORD_CHANGE_REQUIRED while the login's forced password change is
 * not done, unless the call is one of decision 103's; NEED_REAL_ACCOUNT for a trial account unless
 * the call allows them; then the limit's refusal taken in the same statement.
 */
export function acceptSession(
  session: SessionInfo | undefined,
  refusal: AppError | undefined,
  { allowTrial = false, duringPasswordChange = false }: SessionAllows = {},
): SessionInfo {
  if (!session) throw new AppError('NOT_LOGGED_IN', 'the session ended; log in again');
  if (session.mustChangePassword && !duringPasswordChange)
    throw new AppError('PASSWORD_CHANGE_REQUIRED', 'change the password first');
  if (session.type === trialAccountType && !allowTrial)
    throw new AppError('NEED_REAL_ACCOUNT', 'a real account is needed');
  if (refusal) throw refusal;
  return session;
}

/**
 * The caller's account when a live session comes with the request, else null (calls that answer
 * guests too). A session whose forced password change is not done reads as a guest (decision 103).
 */
export async function sessionAccount(deps: Deps, c: Context<AppEnv>): Promise<number | null> {
  const token = bearerToken(c.req.header('authorization'));
  const session = token ? await findSession(deps.db, token) : undefined;
  return session && !session.mustChangePassword ? session.accountId : null;
}

/** A feature's router whose every call, at `base` and below it, is a member's (requireSession). */
export function createMemberRouter(deps: Deps, base: string) {
  const app = createRouter();
  app.use(base, requireSession(deps));
  app.use(`${base}/*`, requireSession(deps));
  return app;
}
