import type { MiddlewareHandler } from 'hono';
import { AppError } from '../context/errors';

/**
 * C0 control characters and DEL, except tab, line feed and carriage return. Nothing a visitor
 * types contains them; NUL in particular cannot be stored in a PostgreSQL text column at all.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const refuse = (field: string) =>
  new AppError('INVALID_CHARACTERS', `${field}: control characters are not allowed`, { field });

/** The first string (or key) in a parsed JSON value holding a control character, as its path. */
export function findControlCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const hit = findControlCharacter(item, path ? `${path}.${i}` : String(i));
      if (hit) return hit;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (CONTROL.test(key)) return at;
      const hit = findControlCharacter(item, at);
      if (hit) return hit;
    }
  }
  return undefined;
}

/**
 * Refuses, once for every route, a request whose path, query or JSON / form body carries a
 * control character: INVALID_CHARACTERS (400) with the field, before any feature sees it.
 * The body is read from a clone: the route (and a router's own body limit) still reads the
 * original byte for byte, e.g. the raw text a signature covers. Binary uploads (multipart,
 * images) are not read, and bodies only on `bodyPaths`, which must already be under a body limit.
 */
export function refuseControlCharacters(bodyPaths: RegExp): MiddlewareHandler {
  return async (c, next) => {
    const inUrl = findControlInUrl(c.req.url);
    if (inUrl) throw refuse(inUrl);
    if (!bodyPaths.test(c.req.path)) return next();
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (type === 'application/json' || type.endsWith('+json')) {
      const field = findControlCharacter(parseOrUndefined(await c.req.raw.clone().text()));
      if (field) throw refuse(field);
    } else if (type === 'application/x-www-form-urlencoded') {
      for (const [key, value] of new URLSearchParams(await c.req.raw.clone().text()))
        if (CONTROL.test(key) || CONTROL.test(value)) throw refuse(key);
    }
    return next();
  };
}

/** The field of a URL (absolute, or path and query) holding an escaped control character: 'path' or a query key. */
export function findControlInUrl(href: string): string | undefined {
  // A URL cannot hold a raw control character: only a percent-escape can smuggle one in.
  if (!href.includes('%')) return undefined;
  const url = new URL(href, 'http://localhost');
  const path = safeDecode(url.pathname);
  if (path !== undefined && CONTROL.test(path)) return 'path';
  for (const [key, value] of url.searchParams) if (CONTROL.test(key) || CONTROL.test(value)) return key;
  return undefined;
}

/** Malformed JSON is the route's validator's to refuse (BAD_REQUEST). */
function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function safeDecode(s: string): string | undefined {
  try {
    return decodeURIComponent(s);
  } catch {
    return undefined;
  }
}
