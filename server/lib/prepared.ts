import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { ok } from './errors';
import { etagOf, isFresh } from './etag';

/**
 * A JSON answer serialised, hashed and compressed once, when it is cached, so that serving it
 * costs no query, no stringify and no compression: only the ETag check and a write.
 */
export type Prepared = { text: string; etag: string; br?: Buffer; gzip?: Buffer };

const COMPRESS_FROM = 1024;

export function prepareJson(value: unknown): Prepared {
  const text = JSON.stringify(ok(value));
  const prepared: Prepared = { text, etag: etagOf(text) };
  if (Buffer.byteLength(text) >= COMPRESS_FROM) {
    prepared.br = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    prepared.gzip = gzipSync(text, { level: 9 });
  }
  return prepared;
}

/** Send with its ETag (a match costs a 304) in the best encoding the client accepts. */
export function sendPrepared(c: Context, p: Prepared, cacheControl = 'no-cache') {
  const headers: Record<string, string> = {
    ETag: p.etag,
    'Cache-Control': cacheControl,
    'Content-Type': 'application/json; charset=utf-8',
  };
  if (p.br || p.gzip) headers.Vary = 'Accept-Encoding';
  if (isFresh(c, p.etag)) return c.body(null, 304, headers);
  const accept = c.req.header('accept-encoding') ?? '';
  if (p.br && /\bbr\b/.test(accept))
    return c.body(new Uint8Array(p.br), 200, { ...headers, 'Content-Encoding': 'br' });
  if (p.gzip && /\bgzip\b/.test(accept))
    return c.body(new Uint8Array(p.gzip), 200, { ...headers, 'Content-Encoding': 'gzip' });
  return c.body(p.text, 200, headers);
}
