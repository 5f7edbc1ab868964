import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import {
  hasLaneBody,
  LANE_HEADERS,
  parseJsonOrUndefined,
  putLaneFirst,
  readBody,
} from '../../core/http/node-lane';
import { SEAMLESS_HEADERS, seamlessActions } from '../../../contract/wallet';
import { isDatabaseUnavailable, poolBusy, RETRY_AFTER_SECONDS } from '../../db/health';
import type { Deps } from '../../core/context/deps';
import { requestClientIp } from '../../core/http/client-ip';
import { AppError } from '../../core/context/errors';
import { findControlCharacter } from '../../core/http/refuse-control-characters';
import type { KeyRing } from '../../core/context/secrets';
import { seamlessCalls, type SignedReply } from './seamless-call';

/**
 * The providers' signed calls answered before Hono (ADR 067). Through the router a bet or a win
 * paid more CPU for the Request and Response wrappers, ten middleware, the body read as a web
 * stream twice (once cloned for the control-character guard) and their header objects than for
 * its signature, its parse and its one statement together; on 2 cores that capped the rounds.
 *
 * The lane answers with seamless-call.ts, the code the route runs, and does itself only what the
 * app's chain would have done to such a request: the security headers and `Vary: Origin`, the
 * site gate (open, from the state in memory), the control-character guard on the JSON body. It
 * takes a request only when nothing else in that chain could answer it differently: POST to
 * /wps/seamless/{vendor}/{action} exactly (no query, no escapes), no Origin (CORS), a JSON body
 * of a declared length within the /wps limit, the database up, the gate open for the caller, no
 * debug request log. Anything else, or any doubt, goes to the app.
 */

const PATH = new RegExp(`^/wps/seamless/([A-Za-z0-9_]{1,32})/(${seamlessActions.join('|')})$`);

export class SeamlessLane {
  private readonly answer: ReturnType<typeof seamlessCalls>;

  constructor(
    private readonly deps: Deps,
    providerKeys: KeyRing,
  ) {
    this.answer = seamlessCalls(deps, providerKeys);
  }

  /**
   * Takes `req` and returns true (the answer follows), or returns false for the app to answer.
   * `toApp` hands a taken request on to the app, its body unread: when the site gate, which the
   * app reloads every 5 s, had first to be read again and is not open for this caller.
   */
  handle(req: IncomingMessage, res: ServerResponse, toApp: () => void): boolean {
    if (req.method !== 'POST') return false;
    const path = PATH.exec(req.url ?? '');
    if (!path) return false;
    const h = req.headers;
    if (h.origin !== undefined || !hasLaneBody(h)) return false;
    if (!this.deps.dbHealth.ready || this.deps.log.isLevelEnabled('debug')) return false;
    const ip = requestClientIp(req, this.deps.config.trustProxy);
    const gate = this.deps.site.gateNow(ip);
    if (gate && gate.status !== 0) return false;
    void (gate ? this.serve(req, res, path[1]!, path[2]!) : this.serveOnceOpen(req, res, ip, path, toApp));
    return true;
  }

  /** The gate read again first (during a burst of calls, all of them would otherwise go to the app). */
  private async serveOnceOpen(
    req: IncomingMessage,
    res: ServerResponse,
    ip: string,
    path: RegExpExecArray,
    toApp: () => void,
  ) {
    const gate = await this.deps.site.gateFor(ip).catch(() => undefined);
    if (gate?.status !== 0) return toApp();
    return this.serve(req, res, path[1]!, path[2]!);
  }

  private async serve(req: IncomingMessage, res: ServerResponse, vendor: string, action: string) {
    try {
      const raw = await readBody(req);
      if (raw === undefined) return; // the caller went away: nothing was done
      // The app's guard (refuse-control-characters.ts) runs before the route, on the same text.
      const field = findControlCharacter(parseJsonOrUndefined(raw));
      if (field) {
        const err = new AppError('INVALID_CHARACTERS', `${field}: control characters are not allowed`, {
          field,
        });
        return send(res, { status: err.status, body: err.toBody() });
      }
      const h = req.headers;
      const reply = await this.answer({
        vendor,
        action,
        timestamp: header(h[SEAMLESS_HEADERS.timestamp]),
        nonce: header(h[SEAMLESS_HEADERS.nonce]),
        signature: header(h[SEAMLESS_HEADERS.signature]),
        raw: () => Promise.resolve(raw),
      });
      send(res, reply);
    } catch (err) {
      send(res, this.failed(err));
    }
  }

  /** What app.ts's error handler answers for anything but a refusal: a 503 while the database is away, else a 500. */
  private failed(err: unknown): SignedReply & { retryAfter?: number } {
    const busy = poolBusy(err, this.deps.pool, this.deps.log);
    if (busy) return { status: busy.status, body: busy.toBody(), retryAfter: busy.details.retryAfter! };
    if (isDatabaseUnavailable(err) || !this.deps.dbHealth.ready) {
      this.deps.log.warn({ err }, 'seamless lane: database unavailable');
      const e = new AppError('SERVICE_UNAVAILABLE', 'the database is unavailable; retry shortly', {
        retryAfter: RETRY_AFTER_SECONDS,
      });
      return { status: e.status, body: e.toBody(), retryAfter: RETRY_AFTER_SECONDS };
    }
    this.deps.log.error({ err }, 'unhandled error');
    const e = new AppError('INTERNAL', 'internal error');
    return { status: e.status, body: e.toBody() };
  }
}

function send(res: ServerResponse, reply: SignedReply & { retryAfter?: number }) {
  const body = Buffer.from(JSON.stringify(reply.body));
  res.writeHead(reply.status, {
    ...LANE_HEADERS,
    ...(reply.retryAfter ? { 'Retry-After': String(reply.retryAfter) } : {}),
    'Content-Length': body.byteLength,
  });
  res.end(body);
}

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : (v ?? ''));

/**
 * Puts the lane in front of whatever `server` already answers with (main.ts: the fast lane and
 * the app), without that code knowing of it.
 */
export function putSeamlessLaneFirst(server: Server, lane: SeamlessLane): Server {
  return putLaneFirst(server, lane);
}
