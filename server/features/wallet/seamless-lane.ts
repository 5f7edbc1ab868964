import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import {
  hasLaneBody,
  passBody,
  passHead,
  putLaneFirst,
  sendFailure,
  sendJson,
} from '../../core/http/node-lane';
import { SEAMLESS_HEADERS, seamlessActions } from '../../../contract/wallet/schemas';
import type { Deps } from '../../core/context/deps';
import type { KeyRing } from '../../core/context/secrets';
import { pipeline, type Check } from '../../core/http/pipeline';
import { seamlessCalls } from './seamless-call';

/**
 * The providers' signed calls answered before Hono (ADR 067), a transport of the request
 * pipeline (decision 096): through the router a bet or a win paid more CPU for the Request and
 * Response wrappers and the body read as a web stream twice than for its own work. The lane runs
 * the app's checks (pipeline.ts), then seamless-call.ts, the code the route runs, and answers a
 * failure with the one error mapper. It takes only a POST to /wps/seamless/{vendor}/{action}
 * exactly (no query, no escapes), no Origin, a JSON body of declared length, no debug request
 * log; the pipeline's head refusing or in doubt, the app answers.
 */

const PATH = new RegExp(`^/wps/seamless/([A-Za-z0-9_]{1,32})/(${seamlessActions.join('|')})$`);

export class SeamlessLane {
  private readonly answer: ReturnType<typeof seamlessCalls>;

  constructor(
    private readonly deps: Deps,
    providerKeys: KeyRing,
    private readonly checks: readonly Check[] = pipeline,
  ) {
    this.answer = seamlessCalls(deps, providerKeys);
  }

  /** Takes `req` and returns true (the answer follows), or returns false for the app to answer. */
  handle(req: IncomingMessage, res: ServerResponse, toApp: () => void): boolean {
    if (req.method !== 'POST') return false;
    const path = PATH.exec(req.url ?? '');
    if (!path) return false;
    const h = req.headers;
    if (h.origin !== undefined || !hasLaneBody(h) || this.deps.log.isLevelEnabled('debug')) return false;
    void this.serve(req, res, path[1]!, path[2]!, toApp);
    return true;
  }

  private async serve(
    req: IncomingMessage,
    res: ServerResponse,
    vendor: string,
    action: string,
    toApp: () => void,
  ) {
    const r = await passHead(this.checks, this.deps, req);
    if (!r) return toApp();
    try {
      const raw = await passBody(this.checks, this.deps, req, r);
      if (raw === undefined) return;
      const h = req.headers;
      const reply = await this.answer({
        vendor,
        action,
        timestamp: header(h[SEAMLESS_HEADERS.timestamp]),
        nonce: header(h[SEAMLESS_HEADERS.nonce]),
        signature: header(h[SEAMLESS_HEADERS.signature]),
        raw: () => Promise.resolve(raw),
      });
      sendJson(res, r, reply.status, reply.body);
    } catch (err) {
      sendFailure(res, r, this.deps, err);
    }
  }
}

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : (v ?? ''));

/**
 * Puts the lane in front of whatever `server` already answers with (main.ts: the fast lane and
 * the app), without that code knowing of it.
 */
export function putSeamlessLaneFirst(server: Server, lane: SeamlessLane): Server {
  return putLaneFirst(server, lane);
}
