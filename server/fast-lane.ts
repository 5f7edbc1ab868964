import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Deps } from './core/context/deps';
import { isGatedPath } from './core/site/site-gate';
import type { SiteGate } from './core/site/site-state';
import { statusValue } from './features/system';
import { requestClientIp } from './core/http/client-ip';
import { ok } from './core/context/errors';
import { ifNoneMatchNames } from './core/http/etag';
import { pickEncoding, preparedHeaders, type PublicAnswer } from './core/http/prepared';
import { securityHeaders } from './core/http/security-headers';

/**
 * The lobby's public reads answered before the router (ADR 042). A prepared answer costs no
 * query and no serialisation, yet through Hono each request still paid for the Request and
 * Response wrappers, ten middleware and their header objects: about half of its CPU time.
 *
 * The lane only repeats what the app itself answered: after the app sent a public prepared answer
 * (sendPublicPrepared) for a URL, the next GETs of that exact URL get the same bytes and headers
 * here, for at most `TTL_MS`, while nothing in the app's chain could answer them differently:
 * no Origin (CORS), no body (the control-character guard), the database up, the site gate open
 * for this visitor (checked per request from the state in memory), no debug request log. Anything
 * else, or any doubt, goes to the app. Every published change empties the lane.
 *
 * It does not run the request pipeline (core/http/pipeline.ts, decision 096) per request: the
 * answer it repeats went through the whole list for this very URL, and only the state checked
 * above can change within its second. A new check whose verdict depends on more than the URL
 * must be asked here too.
 */
const TTL_MS = 1_000;
const MAX_ENTRIES = 2_000;

/** What the CORS middleware adds to every API answer (core/http/cors.ts), and the security headers. */
const VARY_ORIGIN = 'Origin';
const security = Object.fromEntries(securityHeaders);

type Send = [Record<string, string | number>, Uint8Array];

/** A visitor's status answer, valid while the gate it was built from is the one in memory. */
type StatusEntry = { status: SiteGate['status']; maintenance: SiteGate['maintenance']; send: Send };

type Entry = {
  until: number;
  gated: boolean;
  etag: string;
  /** Headers and body per encoding ('' = identity), and the 304's headers. */
  sends: Record<'' | 'br' | 'gzip', Send | undefined>;
  notModified: Record<string, string>;
  answer: PublicAnswer;
};

export class FastLane {
  private readonly entries = new Map<string, Entry>();
  /** Per visitor address: the status answer's headers and bytes (a few per visitor a minute). */
  private readonly statuses = new Map<string, StatusEntry>();
  private gen = 0;

  constructor(private readonly deps: Deps) {
    deps.changes.onAny(() => {
      this.gen += 1;
      this.entries.clear();
      this.statuses.clear();
    });
  }

  /** Taken when a request starts: a change before it ends means its answer is not kept. */
  get generation(): number {
    return this.gen;
  }

  /** Keep the app's public answer to `url` (path and query, as sent) for the next requests. */
  record(url: string, path: string, answer: PublicAnswer, generation: number): void {
    if (generation !== this.gen) return;
    const { prepared: p, cacheControl } = answer;
    const base = { ...security, ...preparedHeaders(p, cacheControl) };
    base.Vary = base.Vary ? `${base.Vary}, ${VARY_ORIGIN}` : VARY_ORIGIN;
    const send = (body: Uint8Array | undefined, encoding?: string) =>
      body &&
      ([
        { ...base, ...(encoding ? { 'Content-Encoding': encoding } : {}), 'Content-Length': body.byteLength },
        body,
      ] as Send);
    this.entries.delete(url);
    this.entries.set(url, {
      until: Date.now() + TTL_MS,
      gated: isGatedPath(path),
      etag: p.etag,
      sends: { '': send(p.body), br: send(p.br, 'br'), gzip: send(p.gzip, 'gzip') },
      notModified: base,
      answer,
    });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** Answers `req` and returns true, or returns false (having written nothing) for the app to answer. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET') return false;
    const h = req.headers;
    if (h.origin !== undefined || h['content-length'] !== undefined || h['transfer-encoding'] !== undefined)
      return false;
    const url = req.url ?? '';
    const entry = this.entries.get(url);
    if (!entry && url !== '/wps/system/status') return false;
    if (!this.deps.dbHealth.ready || this.deps.log.isLevelEnabled('debug')) return false;
    const ip = requestClientIp(req, this.deps.config.trustProxy);
    if (!entry) return this.status(ip, res);
    if (entry.until < Date.now()) {
      this.entries.delete(url);
      return false;
    }
    if (entry.gated && this.deps.site.gateNow(ip)?.status !== 0) return false;
    if (ifNoneMatchNames(h['if-none-match'], entry.etag)) {
      res.writeHead(304, entry.notModified);
      res.end();
      return true;
    }
    const [headers, body] = entry.sends[pickEncoding(entry.answer.prepared, h['accept-encoding']) ?? '']!;
    res.writeHead(200, headers);
    res.end(body);
    return true;
  }

  /**
   * /wps/system/status: always open, never cached by the client, the visitor's gate and address.
   * Built once per address and gate (the site state's maintenance object is replaced when it
   * reloads), so a repeat costs no stringify, no header object and no encoding: ADR 063.
   */
  private status(ip: string, res: ServerResponse): boolean {
    const gate = this.deps.site.gateNow(ip);
    if (!gate) return false;
    let entry = this.statuses.get(ip);
    if (!entry || entry.status !== gate.status || entry.maintenance !== gate.maintenance) {
      if (this.statuses.size >= MAX_ENTRIES) this.statuses.clear();
      entry = { status: gate.status, maintenance: gate.maintenance, send: statusSend(gate, ip) };
      this.statuses.set(ip, entry);
    }
    res.writeHead(200, entry.send[0]);
    res.end(entry.send[1]);
    return true;
  }
}

function statusSend(gate: SiteGate, ip: string): Send {
  const body = Buffer.from(JSON.stringify(ok(statusValue(gate, ip))));
  const headers = {
    ...security,
    'cache-control': 'no-store',
    'content-type': 'application/json',
    vary: VARY_ORIGIN,
    'Content-Length': body.byteLength,
  };
  return [headers, body];
}

/** @hono/node-server's server for `fetch` (the app), with the fast lane in front of it. */
export function createLaneServer(
  fetch: (req: Request) => Response | Promise<Response>,
  lane: FastLane,
): Server {
  const listener = getRequestListener(fetch);
  return createServer((req, res) => {
    if (!lane.handle(req, res)) void listener(req, res);
  });
}
