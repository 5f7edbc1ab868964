import type { Deps } from '../../../core/context/deps';
import { createRouter } from '../../../core/http/openapi';
import { accountsContext, type AccountsRoute } from './context';
import { memberInfo } from './get-member-info';
import { affiliate } from './get-affiliate';
import { logout } from './delete-logout';
import { memberIcon } from './get-member-icon';
import { freeplay } from './post-freeplay';
import { login } from './post-login';
import { changePassword } from './post-password';
import { secondStep } from './post-second-step';
import { language } from './put-language';
import { registerMobile, registerUsername } from './put-register';

/**
 * Sessions, registration and the logged-in account: one file a call (tests/helpers/route-files.ts),
 * in the order registered.
 */
export const routes: AccountsRoute[] = [
  login,
  secondStep,
  freeplay,
  logout,
  registerUsername,
  registerMobile,
  affiliate,
  memberInfo,
  language,
  memberIcon,
  changePassword,
];

export function accountsRoutes(deps: Deps) {
  const app = createRouter();
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer' });
  const ctx = accountsContext(deps);
  for (const add of routes) add(app, ctx);
  return app;
}
