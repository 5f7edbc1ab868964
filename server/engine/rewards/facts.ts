import type { Executor } from '../../db/client';
import { knownFactsOf, shareBankAccount } from './links.sql';

export { factsStatement, loadFacts } from './facts.sql';

/** Who is asking, for the anti-abuse facts: the request's device id and network. */
export type Origin = { ip24: string | null; deviceId: string | null };

/** The /24 of an IPv4 address (a.b.c.0/24) or the /48 of an IPv6 one: one household or carrier pool. */
export function networkOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/i.exec(ip);
  if (v4) return `${v4[1]}.0/24`;
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}::/48`;
  return null;
}

/** What links two accounts (decision 059): the linked-account facts of decision 035, pairwise. */
export type LinkReason = 'device' | 'ip24' | 'bank' | 'payee';

/** Devices and networks an account is known by beyond what the engine records (a sign-up, a tab opened). */
export type KnownBy = { accountId: number; deviceIds: (string | null)[]; ip24s: (string | null)[] };

/**
 * The first fact two accounts share, in the order device, network, bank account, payee name; null
 * when none. Devices and networks: the ones given plus those on the accounts' grants and
 * applications and, for networks, every address each completed a login from (/24, /48).
 */
export async function linkBetween(db: Executor, a: KnownBy, b: KnownBy): Promise<LinkReason | null> {
  const [x, y] = await Promise.all([knownFacts(db, a), knownFacts(db, b)]);
  const meets = (p: Set<string>, q: Set<string>) => [...p].some((v) => q.has(v));
  if (meets(x.devices, y.devices)) return 'device';
  if (meets(x.networks, y.networks)) return 'ip24';
  if (await shareBankAccount(db, a.accountId, b.accountId)) return 'bank';
  if (x.payee !== null && x.payee === y.payee) return 'payee';
  return null;
}

async function knownFacts(db: Executor, k: KnownBy) {
  const row = await knownFactsOf(db, k.accountId);
  const present = (v: (string | null)[]) => v.filter((s): s is string => !!s);
  return {
    devices: new Set(present([...(row?.devices ?? []), ...k.deviceIds])),
    networks: new Set(present([...(row?.ips ?? []).map(networkOf), ...(row?.nets ?? []), ...k.ip24s])),
    payee: row?.payee || null,
  };
}
