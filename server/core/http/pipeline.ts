import type { IncomingHttpHeaders } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context/deps';
import type { AppError } from '../context/errors';
import {
  checkBodyLimit,
  checkControlCharacters,
  checkCors,
  checkDatabase,
  checkSiteGate,
  setClientIp,
  setRequestId,
  setSecurityHeaders,
} from './checks';

/**
 * The request pipeline (decision 096): the app's chain of checks named once, in order, as plain
 * functions over a small request record. app.ts mounts the list as Hono middleware (each check's
 * `middleware`); a lane before Hono (decisions 067, 077) runs the same list on its record
 * (`runChecks`), then the route's own handler, then the one error mapper (error-reply.ts). A
 * check added here reaches every transport; pipeline.int.test.ts fails when app.ts mounts anything
 * else. The session and its limits are a router's, not the app's: their verdict is named once in
 * core/sessions/require-session.ts (acceptSession), which requireSession and the claim lane share.
 */

/** What a check sees of a request, whichever transport carried it. */
export type PipelineRequest = {
  readonly method: string;
  /** The path without the query. */
  readonly path: string;
  /** Path and query as sent. */
  readonly url: string;
  /** Lower-case names, as Node gives them. */
  readonly headers: IncomingHttpHeaders;
  /** The socket's peer address, and whether it came over TLS. */
  readonly peer: string;
  readonly encrypted: boolean;
  /** Set by the checks: the request id and the visitor's address. */
  id: string;
  ip: string;
  /** The JSON body parsed (undefined: none, or malformed), once the transport read it. */
  body?: unknown;
  /** What the checks add to the answer's headers. */
  readonly answer: Record<string, string>;
};

/** A refusal, or nothing (the check may have added to the record). */
export type Verdict = AppError | undefined;

export type Check = {
  readonly name: string;
  /**
   * `head`: on the request line and headers. A lane hands a request refused (or in doubt) here
   * to the app, its body unread, and the app answers it. `body`: on the parsed JSON body; a lane
   * answers the refusal itself, with the one error mapper.
   */
  readonly phase: 'head' | 'body';
  /** The check as Hono middleware, for app.ts. */
  middleware(deps: Deps): MiddlewareHandler<AppEnv>;
  /** The check on a lane's record; a promise only when it must wait (a read, a reload). */
  run(deps: Deps, r: PipelineRequest): Verdict | Promise<Verdict>;
};

/**
 * The chain, in app.ts's order. The balancer's probes (health routes) answer between
 * `securityHeaders` and `database`: they are never gated nor limited (`PROBES_AFTER`).
 */
export const pipeline: readonly Check[] = [
  setRequestId,
  setClientIp,
  checkCors,
  setSecurityHeaders,
  checkDatabase,
  checkBodyLimit,
  checkSiteGate,
  checkControlCharacters,
];
export const PROBES_AFTER = setSecurityHeaders.name;

/** The first refusal of `checks`' phase on `r`, or undefined; a check's failure rejects. */
export async function runChecks(
  checks: readonly Check[],
  phase: Check['phase'],
  deps: Deps,
  r: PipelineRequest,
): Promise<Verdict> {
  for (const check of checks) {
    if (check.phase !== phase) continue;
    const v = check.run(deps, r);
    const verdict = v instanceof Promise ? await v : v;
    if (verdict) return verdict;
  }
  return undefined;
}

/** A check's `middleware` from its `run`, for a check with nothing Hono-specific to do. */
export function asMiddleware(run: Check['run']): Check['middleware'] {
  return (deps) => async (c, next) => {
    const incoming = (c.env as { incoming?: { headers: IncomingHttpHeaders } } | undefined)?.incoming;
    const url = new URL(c.req.url);
    const r: PipelineRequest = {
      method: c.req.method,
      path: c.req.path,
      url: url.pathname + url.search,
      headers: incoming?.headers ?? Object.fromEntries(c.req.raw.headers),
      peer: c.get('ip'),
      encrypted: url.protocol === 'https:',
      id: c.get('requestId'),
      ip: c.get('ip'),
      answer: {},
    };
    const verdict = await run(deps, r);
    if (verdict) throw verdict;
    await next();
    for (const [k, v] of Object.entries(r.answer)) c.res.headers.set(k, v);
  };
}
