import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../../core/context/deps';
import { requireOpenSite } from '../../core/site/site-gate';

/** Calls that must keep answering during maintenance or a block: they are how the app learns of it. */
const alwaysOpen = /^\/wps\/system\/|^\/wps\/chat\/|^\/ping\.json$|^\/openapi\.json$|^\/img\//;

/** True for the API calls the gate refuses during maintenance or a block (the fast lane asks too). */
export const isGatedPath = (path: string) => /^\/(wps|lgw)\//.test(path) && !alwaysOpen.test(path);

/**
 * During maintenance, and for a blocked visitor, every other API call is refused with a code the
 * client can act on (it shows the maintenance or block page). The PWA files are still served.
 */
export function gateUnavailableSite(deps: Deps): MiddlewareHandler<AppEnv> {
  const open = requireOpenSite(deps);
  return (c, next) => (isGatedPath(c.req.path) ? open(c, next) : next());
}
