import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payeeKeySql } from './facts.sql';

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
  const bank = await db.execute(sql`
    SELECT 1 FROM bank_cards mine JOIN bank_cards theirs ON theirs.account_number = mine.account_number
    WHERE mine.account_id = ${a.accountId} AND theirs.account_id = ${b.accountId} LIMIT 1`);
  if (bank.rows.length > 0) return 'bank';
  if (x.payee !== null && x.payee === y.payee) return 'payee';
  return null;
}

async function knownFacts(db: Executor, k: KnownBy) {
  const r = await db.execute<{
    devices: string[] | null;
    ips: string[] | null;
    nets: string[] | null;
    payee: string | null;
  }>(sql`
    SELECT
      (SELECT array_agg(DISTINCT device_id) FROM (
        SELECT device_id FROM reward_grants WHERE account_id = ${k.accountId} AND device_id IS NOT NULL
        UNION SELECT device_id FROM reward_applications WHERE account_id = ${k.accountId} AND device_id IS NOT NULL) d) AS devices,
      (SELECT array_agg(ip) FROM known_login_ips WHERE account_id = ${k.accountId}) AS ips,
      (SELECT array_agg(DISTINCT ip24) FROM reward_grants WHERE account_id = ${k.accountId} AND ip24 IS NOT NULL) AS nets,
      (SELECT ${payeeKeySql(sql`payee_name`)} FROM account_security WHERE account_id = ${k.accountId}) AS payee`);
  const row = r.rows[0];
  const present = (v: (string | null)[]) => v.filter((s): s is string => !!s);
  return {
    devices: new Set(present([...(row?.devices ?? []), ...k.deviceIds])),
    networks: new Set(present([...(row?.ips ?? []).map(networkOf), ...(row?.nets ?? []), ...k.ip24s])),
    payee: row?.payee || null,
  };
}
