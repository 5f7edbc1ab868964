import type { Context, MiddlewareHandler } from 'hono';
import { OPERATOR_KEY_HEADER } from '../../../contract/operator/schemas';
import { roleAllows } from '../../../contract/staff/permissions';
import { audit, withAuditOrigin } from '../../core/context/audit';
import type { AppEnv, Deps, OperatorPrincipal } from '../../core/context/deps';
import { AppError } from '../../core/context/errors';
import { createLimits } from '../../core/limits/limits';
import { bearerToken } from '../../core/sessions/require-session';
import { callOf, findStaffSession, touchStaffSession } from '../staff';
import { verifyOperatorKey } from './keys';

/** The operator of an /ops request (set by requireOperator). */
export function principalOf(c: Context<AppEnv>): OperatorPrincipal {
  const principal = c.get('operator') as OperatorPrincipal | undefined;
  if (!principal) throw new Error('requireOperator did not run');
  return principal;
}

/** What the audit records as the operator of an /ops request: staff:<login> or key:<name>. */
export const actorOf = (c: Context<AppEnv>): string => principalOf(c).actor;

/** A staff session (Authorization: Bearer) or else an operator key (X-Operator-Key). */
async function authenticate(deps: Deps, c: Context<AppEnv>): Promise<OperatorPrincipal> {
  const token = bearerToken(c.req.header('authorization'));
  if (token) {
    const s = await findStaffSession(deps.db, token, 'active');
    if (!s) throw new AppError('INVALID_CREDENTIALS', 'the staff session ended; log in again');
    await touchStaffSession(deps.db, s.sessionId);
    return { ...s, actor: `staff:${s.login}`, kind: 'staff' };
  }
  const key = await verifyOperatorKey(deps.db, c.req.header(OPERATOR_KEY_HEADER));
  return {
    actor: `key:${key.name}`,
    kind: 'key',
    login: key.name,
    displayName: key.name,
    role: key.role,
    sessionId: null,
  };
}

/**
 * The operator API's credentials: a staff session or an operator key, never a member session.
 * Every request is rate-limited per address, and wrong credentials lock the address out for 15
 * minutes after 10. Then the role: a call the permission table (contract/staff/permissions.ts)
 * does not allow the caller's role answers FORBIDDEN, and the refusal is audited (decision 102).
 */
export function requireOperator(deps: Deps): MiddlewareHandler<AppEnv> {
  const { operatorIp: perIp, operatorFailures: failures } = createLimits(deps.pool);
  return async (c, next) => {
    const ip = c.get('ip');
    await perIp.take(ip);
    // Reserved before the credentials are checked, so parallel guesses cannot pass the limit.
    await failures.reserve(ip);
    let principal: OperatorPrincipal;
    try {
      principal = await authenticate(deps, c);
    } catch (err) {
      // Refused credentials keep their attempt; anything else gives it back.
      if (!(err instanceof AppError)) await failures.release(ip);
      throw err;
    }
    await failures.release(ip);
    c.header('Cache-Control', 'no-store');
    if (!roleAllows(principal.role, callOf(c.req.method, c.req.path))) {
      await audit(deps.db, principal.actor, 'access.denied', `${c.req.method} ${c.req.path}`, null, {
        ip,
        after: { role: principal.role },
      });
      throw new AppError('FORBIDDEN', `the role ${principal.role} may not make this call`);
    }
    c.set('operator', principal);
    return withAuditOrigin(ip, next);
  };
}
