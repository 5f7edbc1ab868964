import net from 'node:net';
import { z } from 'zod';

/** An IP address or a CIDR range, v4 or v6, in its canonical text form. */
export const IpOrCidr = z.string().transform((raw, ctx) => {
  const parsed = parseIpOrCidr(raw);
  if (!parsed) {
    ctx.addIssue({ code: 'custom', message: `not an IP address or CIDR range: ${raw}` });
    return z.NEVER;
  }
  return parsed.text;
});

type Parsed = { address: string; prefix: number; family: 'ipv4' | 'ipv6'; text: string };

export function parseIpOrCidr(raw: string): Parsed | null {
  const [address = '', prefixText, extra] = raw.trim().split('/');
  if (extra !== undefined) return null;
  const version = net.isIP(address);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const maxPrefix = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
  if (prefix > maxPrefix) return null;
  const text = prefix === maxPrefix ? address.toLowerCase() : `${address.toLowerCase()}/${prefix}`;
  return { address, prefix, family, text };
}

/** A matcher over stored rules; rules that no longer parse are ignored rather than fatal. */
export function buildBlockList(rules: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const rule of rules) {
    const p = parseIpOrCidr(rule);
    if (!p) continue;
    list.addSubnet(p.address, p.prefix, p.family);
  }
  return list;
}

export function isBlocked(list: net.BlockList, ip: string): boolean {
  const version = net.isIP(ip);
  if (version === 0) return false;
  return list.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}
