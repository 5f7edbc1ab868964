import { get, type RawEndpoints } from '../endpoint';
import type { SystemSchemas as S } from './schemas';

/**
 * The site: status and gate, site information, feature flags, domain lines (spec section 4). The
 * register rules are the login screens' (contract/accounts/endpoints.ts).
 */
export const status = get<S['status']>('/wps/system/status');
export const permission = get<S['permission']>('/wps/system/permission');
export const whitelabel = get<S['whitelabel']>('/wps/system/whitelabel');
export const domainRoute = get<S['domainRoute']>('/wps/system/domainRoute');

/** The speed test's line probe: `{ ok: true }`, no envelope, so a path, not a call. */
export const ping = '/ping.json';

/** The calls of this module that are not JSON in and out (decision 081). */
export const raw = {
  ping: { method: 'GET', path: ping, body: 'none', answer: 'json', about: '{ ok: true }, never cached' },
} as const satisfies RawEndpoints;
