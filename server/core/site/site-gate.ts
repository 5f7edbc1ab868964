import type { MiddlewareHandler } from 'hono';
import { siteStatus } from '../../../contract/system/schemas';
import type { AppEnv, Deps } from '../context/deps';
import { AppError } from '../context/errors';
import type { SiteGate } from './site-state';

/** Calls that must keep answering during maintenance or a block: they are how the app learns of it. */
const alwaysOpen = /^\/wps\/system\/|^\/wps\/chat\/|^\/ping\.json$|^\/openapi\.json$|^\/img\//;

/** True for the API calls the gate refuses during maintenance or a block (the fast lane asks too). */
export const isGatedPath = (path: string) => /^\/(wps|lgw)\//.test(path) && !alwaysOpen.test(path);

/**
 * The site gate's one check: during maintenance, and for a blocked visitor, the call is refused
 * with a code the client acts on (it shows the maintenance or block page). A blocked visitor gets
 * REGION_RESTRICTED even during maintenance (SiteState.gateFor).
 */
export function gateRefusal(gate: SiteGate): AppError | undefined {
  if (gate.status === siteStatus.restricted)
    return new AppError('REGION_RESTRICTED', 'access restricted for this address');
  if (gate.status === siteStatus.maintenance)
    return new AppError('MAINTENANCE', 'the site is under maintenance');
  return undefined;
}

/**
 * The gate as middleware. The /wps and /lgw calls get it from the request pipeline
 * (core/http/checks.ts); calls outside them that a member makes, the image uploads under /files,
 * put it in front of their own routes.
 */
export function requireOpenSite(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const refusal = gateRefusal(await deps.site.gateFor(c.get('ip')));
    if (refusal) throw refusal;
    return next();
  };
}
