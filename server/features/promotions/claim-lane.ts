import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import {
  hasLaneBody,
  passBody,
  passHead,
  putLaneFirst,
  sendFailure,
  sendJson,
} from '../../core/http/node-lane';
import { trialAccountType } from '../../../contract/common';
import { ClaimRequest, DeviceId } from '../../../contract/rewards/schemas';
import type { Deps } from '../../core/context/deps';
import { AppError, ok } from '../../core/context/errors';
import { validationRefusal } from '../../core/http/openapi';
import { pipeline, type Check, type PipelineRequest } from '../../core/http/pipeline';
import { createLimits, type Limit } from '../../core/limits/limits';
import { acceptSession, bearerToken } from '../../core/sessions/require-session';
import { findSessionTaking } from '../../core/sessions/sessions';
import { claimPromotion, sessionClaimOf } from '../../engine/rewards';
import { readSessionClaim } from './claim-reads';
import { actFor } from './routes/context';

/**
 * A member's promotion claim answered before Hono (decision 077), a transport of the request
 * pipeline (decision 096): it runs the app's checks (pipeline.ts), then what the promotions
 * router adds (the session with the claim's rate-limit point, zod with the router's refusal),
 * then the route's own actFor, and answers a failure with the one error mapper. It takes only a
 * POST to /wps/member/promotions/{id}/claim with at most `?language=vi|en`, a plain host header
 * when an Origin comes, a JSON body of declared length, a bearer token of the right form, no
 * debug request log; the pipeline's head refusing or in doubt, the app answers.
 */

const PATH = /^\/wps\/member\/promotions\/([1-9][0-9]{0,14})\/claim(?:\?language=(vi|en))?$/;
/** A host header as @hono/node-server takes it without question: a name or IPv4 address, a port. */
const HOST = /^[A-Za-z0-9.-]{1,253}(?::[0-9]{1,5})?$/;

type Claim = { id: number; language: string; token: string };

export class ClaimLane {
  private readonly limit: Limit;

  constructor(
    private readonly deps: Deps,
    private readonly checks: readonly Check[] = pipeline,
  ) {
    this.limit = createLimits(deps.pool).rewardClaims;
  }

  /** Takes `req` and returns true (the answer follows), or returns false for the app to answer. */
  handle(req: IncomingMessage, res: ServerResponse, toApp: () => void): boolean {
    if (req.method !== 'POST') return false;
    const path = PATH.exec(req.url ?? '');
    if (!path) return false;
    const h = req.headers;
    // A host header @hono/node-server could refuse goes to the app.
    if (h.origin !== undefined && !(h.host && HOST.test(h.host))) return false;
    if (!hasLaneBody(h)) return false;
    const token = bearerToken(h.authorization);
    if (!token || this.deps.log.isLevelEnabled('debug')) return false;
    const id = Number(path[1]);
    if (!Number.isSafeInteger(id)) return false;
    void this.serve(req, res, { id, language: path[2] ?? 'vi', token }, toApp);
    return true;
  }

  private async serve(req: IncomingMessage, res: ServerResponse, claim: Claim, toApp: () => void) {
    const r = await passHead(this.checks, this.deps, req);
    if (!r) return toApp();
    try {
      if ((await passBody(this.checks, this.deps, req, r)) === undefined) return;
      sendJson(res, r, 200, ok(await this.answer(r, claim)));
    } catch (err) {
      sendFailure(res, r, this.deps, err);
    }
  }

  /** What the promotions router adds to the pipeline, in its order, then the route. */
  private async answer(r: PipelineRequest, claim: Claim) {
    // requireSession with the claim's limit (decision 068); for a campaign this node holds a copy
    // of, the claim's own read in the same statement (decision 082), bound to the device the body
    // names (the same value the route's validator will give it, or none).
    const db = this.deps.db;
    const withClaim = sessionClaimOf(db, claim.id);
    const device = deviceIn(r.body);
    const { session, refusal, extra } = withClaim
      ? await readSessionClaim(db, withClaim, {
          token: claim.token,
          device,
          limit: this.limit,
          exemptType: trialAccountType,
        })
      : await findSessionTaking(db, claim.token, this.limit, trialAccountType);
    const { accountId } = acceptSession(session, refusal);
    // The route's validator: malformed JSON as Hono's, a schema miss as the router's defaultHook.
    if (r.body === undefined) throw new AppError('BAD_REQUEST', 'Malformed JSON in request body');
    const parsed = ClaimRequest.safeParse(r.body);
    if (!parsed.success) throw validationRefusal(parsed.error.issues);
    const body = parsed.data;
    const first =
      withClaim && extra && device === (body.deviceId ?? null)
        ? { campaign: withClaim.campaign, read: extra }
        : undefined;
    return actFor(db, accountId, r.ip, { id: claim.id, language: claim.language, body }, (...a) =>
      claimPromotion(...a, first),
    );
  }
}

/** The body's device id as ClaimRequest takes it, or null (none, or one the validator refuses). */
function deviceIn(json: unknown): string | null {
  const parsed = DeviceId.safeParse((json as { deviceId?: unknown } | null | undefined)?.deviceId);
  return parsed.success ? parsed.data : null;
}

/** Puts the lane in front of whatever `server` already answers with (main.ts), without that code knowing of it. */
export function putClaimLaneFirst(server: Server, lane: ClaimLane): Server {
  return putLaneFirst(server, lane);
}
