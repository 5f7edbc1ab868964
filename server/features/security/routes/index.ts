import { base } from '../../../../contract/security/endpoints';
import type { Deps } from '../../../core/context/deps';
import { createRouter } from '../../../core/http/openapi';
import { requireSession } from '../../../core/sessions/require-session';
import { securityContext, type SecurityRoute } from './context';
import { logins } from './get-logins';
import { overview } from './get-overview';
import { email, emailCode, phone, phoneCode } from './post-bind';
import { paymentPassword } from './post-payment-password';
import { secondStepMethod } from './post-second-step-method';
import { totpBegin, totpConfirm, totpUnbind } from './post-totp';

/**
 * The security centre's calls, one file each (tests/helpers/route-files.ts), in the order they are
 * registered.
 */
export const routes: SecurityRoute[] = [
  overview,
  paymentPassword,
  totpBegin,
  totpConfirm,
  totpUnbind,
  phoneCode,
  phone,
  emailCode,
  email,
  secondStepMethod,
  logins,
];

/** Security centre: every call needs the session of a real (non-trial) account. */
export function securityRoutes(deps: Deps) {
  const app = createRouter();
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer' });
  app.use(`${base}/*`, requireSession(deps));
  app.use(`${base}/*`, async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  const ctx = securityContext(deps);
  for (const add of routes) add(app, ctx);
  return app;
}
