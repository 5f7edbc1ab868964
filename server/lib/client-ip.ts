import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** `::ffff:1.2.3.4` is how Node shows an IPv4 peer on a dual-stack socket. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * The visitor's address. X-Forwarded-For is honoured only behind a proxy we were told to trust:
 * otherwise any client could claim any address and walk around a region block.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0];
    if (forwarded) return normaliseIp(forwarded);
  }
  try {
    return normaliseIp(getConnInfo(c).remote.address ?? '0.0.0.0');
  } catch {
    return '0.0.0.0';
  }
}
