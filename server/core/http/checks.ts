import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { CHAT_IMAGE_MAX_BYTES } from '../../../contract/chat/schemas';
import { isChatImageSendPath } from '../../../contract/chat/paths';
import { base as FEEDBACK_PATH } from '../../../contract/feedback/endpoints';
import { AppError } from '../context/errors';
import { gateRefusal, isGatedPath, requireOpenSite } from '../site/site-gate';
import { clientIp, pickClientIp } from './client-ip';
import { allowDomainLines, apiPath, exposedHeaders, lineOrigins } from './cors';
import { databaseUnavailable } from './error-reply';
import { limitBody } from './limit-body';
import { WPS_MAX_BODY } from './node-lane';
import type { Check, PipelineRequest } from './pipeline';
import {
  findControlCharacter,
  findControlInUrl,
  refuse,
  refuseControlCharacters,
} from './refuse-control-characters';
import { applySecurityHeaders, securityHeaders } from './security-headers';

/**
 * The checks of the request pipeline (pipeline.ts), each as Hono middleware and as a plain
 * function on a lane's record. Where the two differ it is in how the transport hands over the
 * request, never in the verdict: the Hono side reads Hono's context, the lane side its record.
 */

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : v);

/** The id every log line of the request carries: the caller's (a proxy's), else a new one. */
export const setRequestId: Check = {
  name: 'requestId',
  phase: 'head',
  middleware: () => (c, next) => {
    c.set('requestId', c.req.header('x-request-id')?.slice(0, 64) || randomUUID());
    return next();
  },
  run: (_deps, r) => {
    r.id = one(r.headers['x-request-id'])?.slice(0, 64) || randomUUID();
    return undefined;
  },
};

/** The visitor's address, X-Forwarded-For read only as TRUST_PROXY allows (client-ip.ts). */
export const setClientIp: Check = {
  name: 'clientIp',
  phase: 'head',
  middleware: (deps) => (c, next) => {
    c.set('ip', clientIp(c, deps.config.trustProxy));
    return next();
  },
  run: (deps, r) => {
    const forwarded = r.headers['x-forwarded-for'];
    r.ip = pickClientIp(
      r.peer,
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      deps.config.trustProxy,
    );
    return undefined;
  },
};

/** CORS for the domain lines (cors.ts): the allowed origin's headers, and `Vary: Origin` on the API. */
export const checkCors: Check = {
  name: 'cors',
  phase: 'head',
  middleware: (deps) => allowDomainLines(deps),
  run: (deps, r) => {
    if (!apiPath.test(r.path)) return undefined;
    r.answer.Vary = 'Origin';
    const origin = r.headers.origin;
    if (origin === undefined) return undefined;
    const scheme = r.encrypted ? 'https' : 'http';
    return lineOrigins(deps, `${scheme}://${r.headers.host}${r.url}`).then((lines) => {
      if (!lines.includes(origin)) return undefined;
      r.answer['Access-Control-Allow-Origin'] = origin;
      r.answer['Access-Control-Expose-Headers'] = exposedHeaders;
      return undefined;
    });
  },
};

const security = Object.fromEntries(securityHeaders);

/** The same security headers on every answer (security-headers.ts). */
export const setSecurityHeaders: Check = {
  name: 'securityHeaders',
  phase: 'head',
  middleware: () => applySecurityHeaders(),
  run: (_deps, r) => {
    Object.assign(r.answer, security);
    return undefined;
  },
};

/** Calls that need the database: refused at once while the supervisor sees it down. */
const needsDatabase = /^\/(wps|lgw|pay|ops|files)\//;

export const checkDatabase: Check = {
  name: 'database',
  phase: 'head',
  middleware: (deps) => (c, next) => {
    if (!deps.dbHealth.ready && needsDatabase.test(c.req.path)) throw databaseUnavailable();
    return next();
  },
  run: (deps, r) => (!deps.dbHealth.ready && needsDatabase.test(r.path) ? databaseUnavailable() : undefined),
};

const CHAT_IMAGE_BODY = CHAT_IMAGE_MAX_BYTES + 64 * 1024;

/**
 * The largest body a call may send, or undefined when its router sets its own: PUT /wps/feedback
 * carries up to 3 images; a chat image send (member or console) one image. These limits apply
 * before the control-character guard reads the body.
 */
export function bodyLimitOf(path: string): number | undefined {
  if (/^\/wps(\/|$)/.test(path))
    return path === FEEDBACK_PATH ? undefined : isChatImageSendPath(path) ? CHAT_IMAGE_BODY : WPS_MAX_BODY;
  if (/^\/lgw(\/|$)/.test(path)) return 64 * 1024;
  if (/^\/ops(\/|$)/.test(path)) return isChatImageSendPath(path) ? CHAT_IMAGE_BODY : 16 * 1024;
  if (/^\/pay(\/|$)/.test(path)) return 16 * 1024;
  return undefined;
}

const tooLarge = (max: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `body over ${Math.round(max / 1024)} KiB`);

/**
 * The body limit. Through Hono a body is measured as it streams (limit-body.ts); a lane takes
 * only a body of declared length (node-lane.ts hasLaneBody), so its check is on that length.
 */
export const checkBodyLimit: Check = {
  name: 'bodyLimit',
  phase: 'head',
  middleware: () => {
    const limits = new Map<number, MiddlewareHandler>();
    const limiter = (max: number) => {
      let l = limits.get(max);
      if (!l) limits.set(max, (l = limitBody(max)));
      return l;
    };
    return (c, next) => {
      const max = bodyLimitOf(c.req.path);
      return max === undefined ? next() : limiter(max)(c, next);
    };
  },
  run: (_deps, r) => {
    if (r.method === 'GET' || r.method === 'HEAD') return undefined;
    const max = bodyLimitOf(r.path);
    return max !== undefined && Number(r.headers['content-length']) > max ? tooLarge(max) : undefined;
  },
};

/**
 * The site gate (site-gate.ts) on the /wps and /lgw calls. A lane asks the state in memory first
 * (decision 079); only when it must be read again does the check wait.
 */
export const checkSiteGate: Check = {
  name: 'siteGate',
  phase: 'head',
  middleware: (deps) => {
    const open = requireOpenSite(deps);
    return (c, next) => (isGatedPath(c.req.path) ? open(c, next) : next());
  },
  run: (deps, r) => {
    if (!isGatedPath(r.path)) return undefined;
    const gate = deps.site.gateNow(r.ip);
    return gate ? gateRefusal(gate) : deps.site.gateFor(r.ip).then(gateRefusal);
  },
};

/** The bodies the control-character guard reads: every API call's (under a body limit above). */
const bodyPaths = /^\/(wps|lgw|ops|pay)\//;

/**
 * The control-character guard (refuse-control-characters.ts) on the path, the query and a JSON
 * body. A lane carries only JSON bodies (node-lane.ts), already parsed.
 */
export const checkControlCharacters: Check = {
  name: 'controlCharacters',
  phase: 'body',
  middleware: () => refuseControlCharacters(bodyPaths),
  run: (_deps, r: PipelineRequest) => {
    const inUrl = findControlInUrl(r.url);
    if (inUrl) return refuse(inUrl);
    if (!bodyPaths.test(r.path)) return undefined;
    const field = findControlCharacter(r.body);
    return field ? refuse(field) : undefined;
  },
};
