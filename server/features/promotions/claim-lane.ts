import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import {
  hasLaneBody,
  LANE_HEADERS,
  parseJsonOrUndefined,
  putLaneFirst,
  readBody,
} from '../../core/http/node-lane';
import { trialAccountType } from '../../../contract/common';
import { ClaimRequest, DeviceId } from '../../../contract/rewards';
import { isDatabaseUnavailable, poolBusy, RETRY_AFTER_SECONDS } from '../../db/health';
import type { Deps } from '../../core/context/deps';
import { requestClientIp } from '../../core/http/client-ip';
import { AppError, ok } from '../../core/context/errors';
import { exposedHeaders, lineOrigins } from '../../core/http/cors';
import { createLimits, type Limit } from '../../core/limits/limits';
import { findControlCharacter } from '../../core/http/refuse-control-characters';
import { bearerToken } from '../../core/sessions/require-session';
import { findSessionTaking } from '../../core/sessions/sessions';
import { claimPromotion, networkOf, sessionClaimOf } from '../../engine/rewards';
import { readSessionClaim } from './claim-reads';

/**
 * A member's promotion claim answered before Hono (decision 077), as decision 067 does for the
 * providers' signed calls: through the router a claim paid more CPU for @hono/node-server's
 * Request and Response, the middleware chain (CORS, security headers, body limit, gate, the
 * control-character guard reading a clone of the body as a web stream) and Hono's validators than
 * for its own work. The lane does what that chain does to such a request, in the same order:
 * the control-character guard, the session with the claim's rate-limit point in one statement
 * (NOT_LOGGED_IN, NEED_REAL_ACCOUNT, TOO_MANY_REQUESTS), the body's JSON and zod check with the
 * router's BAD_REQUEST, then the route's own claimPromotion, and answers with the same status,
 * headers and body. It takes a request only when nothing else could answer differently: POST to
 * /wps/member/promotions/{id}/claim with at most `?language=vi|en`, a plain host header when an
 * Origin comes (CORS's headers are added as allowDomainLines adds them), a JSON body
 * of declared length within the /wps limit, a bearer token of the right form, the database up,
 * the site gate open for the caller, no debug request log. Anything else goes to the app.
 */

const PATH = /^\/wps\/member\/promotions\/([1-9][0-9]{0,14})\/claim(?:\?language=(vi|en))?$/;
/** A host header as @hono/node-server takes it without question: a name or IPv4 address, a port. */
const HOST = /^[A-Za-z0-9.-]{1,253}(?::[0-9]{1,5})?$/;

type Reply = { status: number; body: unknown; retryAfter?: number };

export class ClaimLane {
  private readonly limit: Limit;

  constructor(private readonly deps: Deps) {
    this.limit = createLimits(deps.pool).rewardClaims;
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
    // A browser sends Origin with every POST, its own site's too: CORS's answer is added below.
    // A host header @hono/node-server could refuse goes to the app.
    if (h.origin !== undefined && !(h.host && HOST.test(h.host))) return false;
    if (!hasLaneBody(h)) return false;
    const token = bearerToken(h.authorization);
    if (!token || !this.deps.dbHealth.ready || this.deps.log.isLevelEnabled('debug')) return false;
    const id = Number(path[1]);
    if (!Number.isSafeInteger(id)) return false;
    const ip = requestClientIp(req, this.deps.config.trustProxy);
    const claim = { id, language: path[2] ?? 'vi', token, ip, origin: h.origin };
    const gate = this.deps.site.gateNow(ip);
    if (gate && gate.status !== 0) return false;
    void (gate ? this.serve(req, res, claim, toApp) : this.serveOnceOpen(req, res, claim, toApp));
    return true;
  }

  /** The gate read again first (during a burst of claims, all of them would otherwise go to the app). */
  private async serveOnceOpen(req: IncomingMessage, res: ServerResponse, claim: Claim, toApp: () => void) {
    const gate = await this.deps.site.gateFor(claim.ip).catch(() => undefined);
    if (gate?.status !== 0) return toApp();
    return this.serve(req, res, claim, toApp);
  }

  private async serve(req: IncomingMessage, res: ServerResponse, claim: Claim, toApp: () => void) {
    // CORS first, as allowDomainLines: an allowed origin is one of the domain lines. Their read
    // failing, the app answers (its error comes before the security headers), the body unread.
    let cors: Record<string, string> = {};
    if (claim.origin !== undefined) {
      const lines = await this.corsFor(req, claim.origin).catch(() => undefined);
      if (!lines) return toApp();
      cors = lines;
    }
    try {
      const raw = await readBody(req);
      if (raw === undefined) return; // the caller went away: nothing was done
      send(res, await this.answer(raw, claim), cors);
    } catch (err) {
      send(res, this.failed(err, req), cors);
    }
  }

  /** allowDomainLines' headers for a request from `origin` (core/http/cors.ts): none for another origin. */
  private async corsFor(req: IncomingMessage, origin: string): Promise<Record<string, string>> {
    const scheme = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
    const lines = await lineOrigins(this.deps, `${scheme}://${req.headers.host}${req.url}`);
    if (!lines.includes(origin)) return {};
    return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': exposedHeaders };
  }

  /** What the app's chain and the route answer, in their order. */
  private async answer(raw: string, claim: Claim): Promise<Reply> {
    const json = parseJsonOrUndefined(raw);
    // The app's guard (refuse-control-characters.ts) runs before the session, on the same text.
    const field = findControlCharacter(json);
    if (field)
      throw new AppError('INVALID_CHARACTERS', `${field}: control characters are not allowed`, { field });
    // requireSession with the claim's limit (rewards router, decision 068); for a campaign this
    // node holds a copy of, the claim's own read in the same statement (decision 082), bound to
    // the device the body names (the same value the route's validator will give it, or none).
    const db = this.deps.db;
    const withClaim = sessionClaimOf(db, claim.id);
    const device = deviceIn(json);
    const { session, refusal, extra } = withClaim
      ? await readSessionClaim(db, withClaim, {
          token: claim.token,
          device,
          limit: this.limit,
          exemptType: trialAccountType,
        })
      : await findSessionTaking(db, claim.token, this.limit, trialAccountType);
    if (!session) throw new AppError('NOT_LOGGED_IN', 'the session ended; log in again');
    if (session.type === trialAccountType)
      throw new AppError('NEED_REAL_ACCOUNT', 'a real account is needed');
    if (refusal) throw refusal;
    // The route's validator: malformed JSON as Hono's, a schema miss as the router's defaultHook.
    if (json === undefined) throw new AppError('BAD_REQUEST', 'Malformed JSON in request body');
    const parsed = ClaimRequest.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const at = issue?.path.join('.') || undefined;
      throw new AppError('BAD_REQUEST', issue ? `${at ?? 'input'}: ${issue.message}` : 'invalid input', {
        ...(at ? { field: at } : {}),
      });
    }
    const body = parsed.data;
    const origin = { ip24: networkOf(claim.ip), deviceId: body.deviceId ?? null };
    const first =
      withClaim && extra && device === origin.deviceId
        ? { campaign: withClaim.campaign, read: extra }
        : undefined;
    const value = await claimPromotion(db, session.accountId, claim.id, body, origin, claim.language, first);
    return { status: 200, body: ok(value) };
  }

  /** app.ts's error handler: a refusal as itself, a 503 while the database is away, else a 500. */
  private failed(err: unknown, req: IncomingMessage): Reply {
    if (err instanceof AppError) return refusal(err);
    const id = req.headers['x-request-id'];
    const busy = poolBusy(err, this.deps.pool, this.deps.log, { id });
    if (busy) return refusal(busy);
    if (isDatabaseUnavailable(err) || !this.deps.dbHealth.ready) {
      this.deps.log.warn({ id, err }, 'claim lane: database unavailable');
      return refusal(
        new AppError('SERVICE_UNAVAILABLE', 'the database is unavailable; retry shortly', {
          retryAfter: RETRY_AFTER_SECONDS,
        }),
      );
    }
    this.deps.log.error({ id, err }, 'unhandled error');
    return refusal(new AppError('INTERNAL', 'internal error'));
  }
}

type Claim = { id: number; language: string; token: string; ip: string; origin: string | undefined };

/** The body's device id as ClaimRequest takes it, or null (none, or one the validator refuses). */
function deviceIn(json: unknown): string | null {
  const parsed = DeviceId.safeParse((json as { deviceId?: unknown } | null | undefined)?.deviceId);
  return parsed.success ? parsed.data : null;
}

const refusal = (err: AppError): Reply => ({
  status: err.status,
  body: err.toBody(),
  ...(typeof err.details.retryAfter === 'number' ? { retryAfter: err.details.retryAfter } : {}),
});

function send(res: ServerResponse, reply: Reply, cors: Record<string, string>) {
  const body = Buffer.from(JSON.stringify(reply.body));
  res.writeHead(reply.status, {
    ...LANE_HEADERS,
    ...cors,
    ...(reply.retryAfter ? { 'Retry-After': String(reply.retryAfter) } : {}),
    'Content-Length': body.byteLength,
  });
  res.end(body);
}

/** Puts the lane in front of whatever `server` already answers with (main.ts), without that code knowing of it. */
export function putClaimLaneFirst(server: Server, lane: ClaimLane): Server {
  return putLaneFirst(server, lane);
}
