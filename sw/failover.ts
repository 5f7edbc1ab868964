import { del, get, set } from 'idb-keyval';
import { linesAreStale, probe, refreshLines, storedLines, type DomainLine } from './lines';
import { lineStore } from './stores';

declare const self: ServiceWorkerGlobalScope;

/**
 * Domain failover (design section 7): API calls go to the page's own origin (the primary) unless
 * it failed, in which case they go to the fastest healthy line. The choice is kept in IndexedDB
 * so a restarted worker keeps using it, and the primary is re-probed in the background until it
 * answers again.
 */

/** A slow primary is not a dead one: only a long silence counts as a failure. */
const attemptTimeoutMs = 10_000;
const reprobeEveryMs = 20_000;

type Active = { url: string; since: number; checkedAt: number };

let active: Active | null | undefined;
let choosing: Promise<string | null> | null = null;

const primary = () => self.location.origin;

async function currentActive(): Promise<Active | null> {
  if (active === undefined) active = (await get<Active>('active', lineStore)) ?? null;
  return active;
}

async function switchTo(url: string | null): Promise<void> {
  if (url === null || url === primary()) {
    active = null;
    await del('active', lineStore);
    return;
  }
  active = { url, since: Date.now(), checkedAt: Date.now() };
  await set('active', active, lineStore);
}

/** The origin API calls go to now. */
export async function activeOrigin(): Promise<string> {
  return (await currentActive())?.url ?? primary();
}

/** GET and HEAD are safe to repeat; anything else only with an idempotency key the server honours. */
export function isRetryable(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  return request.headers.has('Idempotency-Key');
}

/**
 * A failure of the origin, not an answer: 5xx, except our own 503 envelope (maintenance is an
 * answer every line would give).
 */
export function isOriginFailure(res: Response): boolean {
  if (res.status < 500) return false;
  const json = (res.headers.get('Content-Type') ?? '').includes('application/json');
  return !(res.status === 503 && json);
}

type Prepared = { url: URL; method: string; headers: Headers; body: ArrayBuffer | undefined };

export async function prepare(request: Request): Promise<Prepared> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return {
    url: new URL(request.url),
    method: request.method,
    headers: new Headers(request.headers),
    // Read once: a retry on another line needs the body again.
    body: hasBody ? await request.arrayBuffer() : undefined,
  };
}

/**
 * The page's CSP allows only its own origin, and Chromium checks it against the URL of the
 * response a worker hands over: an answer from another line is re-wrapped (a constructed
 * response has no URL), so to the page it is simply the answer to its own request.
 */
function asOwnResponse(res: Response): Response {
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers: res.headers });
}

async function attempt(req: Prepared, origin: string): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), attemptTimeoutMs);
  const sameOrigin = origin === primary();
  try {
    const res = await fetch(`${origin}${req.url.pathname}${req.url.search}`, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      mode: sameOrigin ? 'same-origin' : 'cors',
      // Sessions are Bearer tokens, not cookies: nothing to send to another host.
      credentials: sameOrigin ? 'same-origin' : 'omit',
      redirect: 'follow',
      signal: controller.signal,
    });
    return sameOrigin ? res : asOwnResponse(res);
  } finally {
    clearTimeout(timer);
  }
}

async function knownLines(): Promise<DomainLine[]> {
  return (await storedLines())?.lines ?? [];
}

/** Probes the lines other than `failed` and picks the fastest that answers; shared by concurrent failures. */
function chooseLine(failed: string): Promise<string | null> {
  choosing ??= (async () => {
    const candidates = (await knownLines()).filter((l) => l.url !== failed);
    const timed = await Promise.all(candidates.map(async (l) => ({ url: l.url, ms: await probe(l.url) })));
    const healthy = timed.filter((t): t is { url: string; ms: number } => t.ms !== null);
    healthy.sort((a, b) => a.ms - b.ms);
    return healthy[0]?.url ?? null;
  })().finally(() => {
    choosing = null;
  });
  return choosing;
}

/** While on another line, checks now and then whether the primary is back; returns to it if so. */
export async function reprobePrimary(): Promise<void> {
  const now = await currentActive();
  if (!now || Date.now() - now.checkedAt < reprobeEveryMs) return;
  now.checkedAt = Date.now();
  await set('active', now, lineStore);
  if ((await probe(primary())) !== null) await switchTo(null);
}

/** Keeps the stored line list fresh while the current line works. */
export async function keepLinesFresh(): Promise<void> {
  if (!(await linesAreStale())) return;
  const origin = await activeOrigin();
  await refreshLines(() => attempt(toPrepared(`${origin}/wps/system/domainRoute?device=0`), origin));
}

function toPrepared(href: string): Prepared {
  return { url: new URL(href), method: 'GET', headers: new Headers(), body: undefined };
}

/**
 * A write that carries an idempotency key goes to a line known to answer. Chromium re-sends a
 * request that fails on a reused keep-alive connection, once per idle connection to that host
 * (up to 7 times), before the worker hears of any failure: a dead line would receive the same
 * write again and again and the switch would come only after all of them. A ping first (tiny, and
 * its own re-sends harmless) finds the dead line, and the write goes to the fastest healthy one.
 */
async function originForWrite(request: Request): Promise<string> {
  const origin = await activeOrigin();
  if (request.method === 'GET' || request.method === 'HEAD' || !isRetryable(request)) return origin;
  if ((await probe(origin)) !== null) return origin;
  const next = await chooseLine(origin);
  if (!next) return origin;
  await switchTo(next);
  return next;
}

/**
 * Network only (nothing here is stored), with failover: a retryable call that fails on the current
 * origin is sent once more to the fastest healthy line, which then becomes the current origin.
 */
export async function fetchWithFailover(request: Request): Promise<Response> {
  const req = await prepare(request);
  const origin = await originForWrite(request);
  let failure: unknown;
  try {
    const res = await attempt(req, origin);
    if (!isOriginFailure(res) || !isRetryable(request)) return res;
    failure = res;
  } catch (err) {
    if (!isRetryable(request)) throw err;
    failure = err;
  }
  const next = await chooseLine(origin);
  if (!next) {
    if (failure instanceof Response) return failure;
    throw failure;
  }
  const res = await attempt(req, next);
  if (!isOriginFailure(res)) await switchTo(next);
  return res;
}
