import type { MiddlewareHandler } from 'hono';
import { siteStatus } from '../../../contract/system';
import type { AppEnv, Deps } from '../context/deps';
import { AppError } from '../context/errors';

/**
 * The site gate's one check: during maintenance, and for a blocked visitor, the call is refused
 * with a code the client acts on (it shows the maintenance or block page). A blocked visitor gets
 * REGION_RESTRICTED even during maintenance (SiteState.gateFor). The /wps and /lgw calls get it
 * from the app's gate (features/system/gate.ts); calls outside them that a member makes, the image
 * uploads under /files, put it in front of their own routes.
 */
export function requireOpenSite(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const gate = await deps.site.gateFor(c.get('ip'));
    if (gate.status === siteStatus.restricted) {
      throw new AppError('REGION_RESTRICTED', 'access restricted for this address');
    }
    if (gate.status === siteStatus.maintenance)
      throw new AppError('MAINTENANCE', 'the site is under maintenance');
    return next();
  };
}
