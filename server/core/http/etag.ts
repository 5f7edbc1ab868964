import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** A strong ETag of a serialised body. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when the client's If-None-Match already names this ETag (so a 304 will do). */
export function isFresh(c: Context, etag: string): boolean {
  return ifNoneMatchNames(c.req.header('if-none-match'), etag);
}

/** True when an If-None-Match header value names `etag` (weak or strong). */
export function ifNoneMatchNames(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
