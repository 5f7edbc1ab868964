import net from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { buildBlockList, isBlocked } from '../limits/ip-rules';
import type { IncomingMessage } from 'node:http';

/**
 * Which proxies in front of us may tell us the visitor's address (TRUST_PROXY): none, the last
 * `hops` proxies of the chain (each appends to X-Forwarded-For), or any proxy whose own address
 * lies in one of the `cidrs`.
 */
export type TrustProxy = false | { hops: number } | { cidrs: string[] };

/** `::ffff:1.2.3.4` is how Node shows an IPv4 peer on a dual-stack socket. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * The visitor's address from the socket's peer and X-Forwarded-For. The header is read from the
 * right: each proxy appends the address it saw, so only the right-most entries were written by
 * our own proxies; everything to their left is whatever the client sent and proves nothing.
 */
export function pickClientIp(peer: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  if (!trust || !forwardedFor) return peer;
  const entries = forwardedFor.split(',').map(normaliseIp).filter(Boolean);
  if (entries.length === 0) return peer;
  if ('hops' in trust) {
    // The entry our outermost proxy wrote; fewer entries than hops: all of them are our proxies'.
    const chosen = entries[Math.max(0, entries.length - trust.hops)]!;
    return net.isIP(chosen) ? chosen : peer;
  }
  const trusted = trustedList(trust.cidrs);
  // Walk from the socket outwards while the address is one of our proxies.
  let last = peer;
  if (!isBlocked(trusted, peer)) return peer;
  for (const entry of entries.reverse()) {
    if (!net.isIP(entry)) return last;
    last = entry;
    if (!isBlocked(trusted, entry)) return entry;
  }
  return last;
}

const lists = new WeakMap<string[], net.BlockList>();
function trustedList(cidrs: string[]): net.BlockList {
  let list = lists.get(cidrs);
  if (!list) lists.set(cidrs, (list = buildBlockList(cidrs)));
  return list;
}

/** The visitor's address (see pickClientIp); X-Forwarded-For is read only as TRUST_PROXY allows. */
export function clientIp(c: Context, trust: TrustProxy): string {
  return pickClientIp(peerIp(c), c.req.header('x-forwarded-for'), trust);
}

/**
 * The same for a raw Node request, as the lanes in front of Hono see it (ADR 042, 067): a header
 * sent twice counts as one comma-joined list, as Hono reads it.
 */
export function requestClientIp(req: IncomingMessage, trust: TrustProxy): string {
  const forwarded = req.headers['x-forwarded-for'];
  return pickClientIp(
    normaliseIp(req.socket.remoteAddress ?? '0.0.0.0'),
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    trust,
  );
}

function peerIp(c: Context): string {
  try {
    return normaliseIp(getConnInfo(c).remote.address ?? '0.0.0.0');
  } catch {
    return '0.0.0.0';
  }
}
