import type { MiddlewareHandler } from 'hono';
import { base } from '../../../../contract/staff/endpoints';
import type { AppEnv, Deps } from '../../../core/context/deps';
import { createLimits } from '../../../core/limits/limits';
import { limitBody } from '../../../core/http/limit-body';
import { createRouter } from '../../../core/http/openapi';
import { dataSealer } from '../../../core/sessions/sealed';
import type { StaffRoute } from './context';
import { login, totp } from './login';
import { accounts, createAccount, deactivate, resetTotp, setRole } from './manage';
import { logout, me } from './session';

/** The login's two steps, which take no credentials, registered before the guard. */
export const openRoutes: StaffRoute[] = [login, totp];
/** The rest, behind the operator guard (a staff session or a key, and the role's permission). */
export const guardedRoutes: StaffRoute[] = [
  me,
  logout,
  accounts,
  createAccount,
  setRole,
  deactivate,
  resetTotp,
];

/**
 * Staff accounts under /ops/staff (decision 102). `guard` is the operator API's requireOperator,
 * given by the app (the operator feature uses this one's sessions: no import back). Mounted before
 * the operator router, whose /ops/* guard and catch-all would answer first.
 */
export function staffRoutes(deps: Deps, guard: MiddlewareHandler<AppEnv>) {
  const app = createRouter();
  app.openAPIRegistry.registerComponent('securitySchemes', 'staffSession', {
    type: 'http',
    scheme: 'bearer',
  });
  const ctx = { deps, limits: createLimits(deps.pool), sealer: dataSealer(deps.config) };
  app.use(`${base}/*`, limitBody(16 * 1024));
  for (const add of openRoutes) add(app, ctx);
  app.use(`${base}/*`, guard);
  for (const add of guardedRoutes) add(app, ctx);
  return app;
}
