import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context/deps';
import { toDomainLines } from '../site/domain-lines';
import { securityHeaders } from './security-headers';

/**
 * The same API answers on every domain line (spec section 7), and the service worker of a page
 * loaded from one line calls the others when its own fails (design section 7). So the API allows
 * cross-origin calls from exactly the configured lines, and the worker script's CSP lets it
 * connect to them; every other origin gets no CORS headers and the browser refuses the call.
 */

/** The API's paths: CORS answers these (and adds `Vary: Origin`). */
export const apiPath = /^\/(wps|lgw|img)\/|^\/ping\.json$/;
const methods = 'GET, HEAD, POST, PUT, DELETE, PATCH';
/**
 * What the app sends: the session, the language, JSON bodies and idempotency keys for retries;
 * the chat stream's resume point and a guest chat's token (decision 039).
 */
const allowedHeaders = new Set([
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'idempotency-key',
  'if-none-match',
  'last-event-id',
  'x-chat-guest',
  'x-request-id',
]);
export const exposedHeaders = 'Retry-After, ETag';

/** The origins of the domain lines, as seen from `requestUrl` (its scheme and port). */
export async function lineOrigins(deps: Deps, requestUrl: string): Promise<string[]> {
  const names = await deps.siteData.domainNames.get();
  return toDomainLines(names, requestUrl).map((l) => {
    try {
      return new URL(l.url).origin;
    } catch {
      return '';
    }
  });
}

function preflight(c: Context, origin: string | null): Response {
  const headers: Record<string, string> = { Vary: 'Origin', 'Cache-Control': 'no-store' };
  if (origin) {
    const requested = (c.req.header('access-control-request-headers') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter((h) => allowedHeaders.has(h));
    headers['Access-Control-Allow-Origin'] = origin;
    headers['Access-Control-Allow-Methods'] = methods;
    if (requested.length) headers['Access-Control-Allow-Headers'] = requested.join(', ');
    headers['Access-Control-Max-Age'] = '600';
  }
  return new Response(null, { status: 204, headers });
}

const baseCsp = securityHeaders.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';

/** The worker's own CSP: its connect-src lists the lines, so it can probe them and fail over. */
export function workerCsp(origins: string[]): string {
  const extra = origins.filter((o) => /^https?:\/\/[^\s;,']+$/.test(o));
  return baseCsp.replace("connect-src 'self'", ["connect-src 'self'", ...extra].join(' '));
}

export function allowDomainLines(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (path === '/sw.js') {
      await next();
      if (c.res.status === 200 || c.res.status === 304)
        c.res.headers.set('Content-Security-Policy', workerCsp(await lineOrigins(deps, c.req.url)));
      return;
    }
    if (!apiPath.test(path)) return next();
    const origin = c.req.header('origin');
    const allowed = origin ? (await lineOrigins(deps, c.req.url)).includes(origin) : false;
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method'))
      return preflight(c, allowed ? origin! : null);
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (!allowed) return;
    c.res.headers.set('Access-Control-Allow-Origin', origin!);
    c.res.headers.set('Access-Control-Expose-Headers', exposedHeaders);
  };
}
