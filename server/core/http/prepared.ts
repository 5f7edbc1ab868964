import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import { ok } from '../context/errors';
import { etagOf, isFresh } from './etag';

/**
 * A JSON answer serialised, hashed and compressed once, when it is cached, so that serving it
 * costs no query, no stringify and no compression: only the ETag check and a write.
 */
export type Prepared = {
  text: string;
  etag: string;
  body: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
};

const COMPRESS_FROM = 1024;
/**
 * From this size on, brotli's best quality is tried as well and the smaller result kept: the hot
 * list of every RNG game (160 KB of JSON) is 13.5 KB instead of 15.0 KB at quality 9, for ~0.5 s
 * of one pool thread's CPU, once per change (ADR 063). Quality 11 is not always smaller (a very
 * regular list can grow), hence both. Smaller answers (pages, searches: keys a visitor chooses)
 * stay at 9.
 */
export const BEST_BROTLI_FROM = 64 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });

/**
 * Serialised on the event loop, compressed on libuv's pool: compressing the hot list took ~85 ms
 * of the event loop, during which every other request waited (ADR 063).
 */
export async function prepareJson(value: unknown): Promise<Prepared> {
  const text = JSON.stringify(ok(value));
  // Bytes, encoded once: sending a string would re-encode it on every request.
  const body = Buffer.from(text);
  const prepared: Prepared = { text, etag: etagOf(text), body: bytesOf(body) };
  if (body.length < COMPRESS_FROM) return prepared;
  const [br, best, gz] = await Promise.all([
    brotliAt(body, 9),
    body.length >= BEST_BROTLI_FROM ? brotliAt(body, constants.BROTLI_MAX_QUALITY) : undefined,
    gzipAsync(body, { level: 9 }),
  ]);
  prepared.br = bytesOf(best && best.length < br.length ? best : br);
  prepared.gzip = bytesOf(gz);
  return prepared;
}

/** The headers of a prepared answer, whatever its encoding (the fast lane sends the same). */
export function preparedHeaders(p: Prepared, cacheControl: string): Record<string, string> {
  const headers: Record<string, string> = {
    ETag: p.etag,
    'Cache-Control': cacheControl,
    'Content-Type': 'application/json; charset=utf-8',
  };
  if (p.br || p.gzip) headers.Vary = 'Accept-Encoding';
  return headers;
}

/** The best encoding of `p` that an Accept-Encoding header value allows. */
export function pickEncoding(p: Prepared, accept: string | undefined): 'br' | 'gzip' | undefined {
  if (p.br && /\bbr\b/.test(accept ?? '')) return 'br';
  if (p.gzip && /\bgzip\b/.test(accept ?? '')) return 'gzip';
  return undefined;
}

/** Send with its ETag (a match costs a 304) in the best encoding the client accepts. */
export function sendPrepared(c: Context, p: Prepared, cacheControl = 'no-cache'): Response {
  const headers = preparedHeaders(p, cacheControl);
  if (isFresh(c, p.etag)) return c.body(null, 304, headers);
  const encoding = pickEncoding(p, c.req.header('accept-encoding'));
  if (encoding) return c.body(p[encoding]!, 200, { ...headers, 'Content-Encoding': encoding });
  return c.body(p.body, 200, headers);
}

/** A prepared answer that is the same for every visitor asking this URL (see sendPublicPrepared). */
export type PublicAnswer = { prepared: Prepared; cacheControl: string };

/**
 * sendPrepared for an answer that depends on nothing but the URL: no session, no header, no
 * visitor. Saying so lets the app's fast lane (server/fast-lane.ts, ADR 042) answer the next
 * identical requests before the router. Never for an answer that a session or header decides.
 */
export function sendPublicPrepared(c: Context, p: Prepared, cacheControl = 'no-cache'): Response {
  c.set('publicAnswer', { prepared: p, cacheControl } satisfies PublicAnswer);
  return sendPrepared(c, p, cacheControl);
}

/**
 * A view of a Buffer's bytes without copying them. Buffers from zlib and Buffer.from are backed
 * by a plain ArrayBuffer (never a SharedArrayBuffer), which is what the cast states.
 */
function bytesOf(b: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength);
}

/**
 * A per-request JSON answer (it differs per visitor, so it cannot be prepared once): compressed
 * with fast settings when it is large enough to be worth it and the client accepts it.
 */
/**
 * Typed as the JSON answer it is (the body may travel compressed, which the type cannot see), so
 * an OpenAPI route declaring that JSON accepts it.
 */
type JsonAnswer<T> = Response & TypedResponse<ReturnType<typeof ok<T>>, 200, 'json'>;

export function sendJson<T>(c: Context, value: T, cacheControl = 'no-store'): JsonAnswer<T> {
  return sendJsonBody(c, value, cacheControl) as JsonAnswer<T>;
}

function sendJsonBody(c: Context, value: unknown, cacheControl: string): Response {
  const text = JSON.stringify(ok(value));
  const headers: Record<string, string> = {
    'Cache-Control': cacheControl,
    'Content-Type': 'application/json; charset=utf-8',
  };
  if (Buffer.byteLength(text) < COMPRESS_FROM) return c.body(text, 200, headers);
  headers.Vary = 'Accept-Encoding';
  const accept = c.req.header('accept-encoding') ?? '';
  if (/\bbr\b/.test(accept)) {
    const body = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    return c.body(bytesOf(body), 200, { ...headers, 'Content-Encoding': 'br' });
  }
  if (/\bgzip\b/.test(accept)) {
    return c.body(bytesOf(gzipSync(text, { level: 6 })), 200, {
      ...headers,
      'Content-Encoding': 'gzip',
    });
  }
  return c.body(text, 200, headers);
}
