import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** A strong ETag of a serialised body. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when the client's If-None-Match already names this ETag (so a 304 will do). */
export function isFresh(c: Context, etag: string): boolean {
  const header = c.req.header('if-none-match');
  if (!header) return false;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
