import { sql, type SQL } from 'drizzle-orm';
import { agentAccountTypes, trialAccountType } from '../../../contract/common';
import type { Rule } from '../../../contract/rewards';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { factNeeds, windowKey, type Facts } from './rules';
import { validBetSql } from '../../lib/valid-bet';

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

/** A payee name compared without case or extra spaces ("Nguyen  Van A" = "nguyen van a"); in SQL only, so stored and compared keys agree. */
export const payeeKeySql = (column: SQL) => sql`lower(regexp_replace(trim(${column}), '\\s+', ' ', 'g'))`;

const daysAgo = (days: number | undefined) =>
  days === undefined ? sql`'-infinity'::timestamptz` : sql`now() - ${`${days} days`}::interval`;

/**
 * Every fact the rule reads, for one member, in one statement (decision 033). The linked-account
 * fact looks at grants of `campaignId` by other accounts with this member's device, payee name or
 * bank account number.
 */
export async function loadFacts(
  db: Executor,
  accountId: number,
  rule: Rule,
  campaignId: number | null,
  origin: Origin,
): Promise<Facts> {
  const f = factsQuery(accountId, rule, campaignId, origin);
  const r = await db.execute<Record<string, string | number | boolean | null>>(f.query);
  return f.read(r.rows[0]);
}

/**
 * The facts' statement (one row, or none for no such account) and its reader, for a caller that
 * reads them with other columns in a statement of its own (a claim, decision 033's one read).
 */
export function factsQuery(accountId: number, rule: Rule, campaignId: number | null, origin: Origin) {
  const needs = factNeeds(rule);
  const depositCols: SQL[] = [];
  const depositKeys = [...needs.deposits];
  depositKeys.forEach((days, i) => {
    depositCols.push(sql`(SELECT count(*) FROM deposits WHERE account_id = a.id AND status = 'credited'
      AND credited_at >= ${daysAgo(days)})::text AS ${sql.raw(`dc${i}`)}`);
    depositCols.push(sql`(SELECT coalesce(sum(amount), 0) FROM deposits WHERE account_id = a.id AND status = 'credited'
      AND credited_at >= ${daysAgo(days)})::text AS ${sql.raw(`ds${i}`)}`);
  });
  const betKeys = [...needs.bets.entries()];
  const betCols = betKeys.map(
    ([, w], i) => sql`(SELECT coalesce(sum(${validBetSql('b')}), 0) FROM bets b
      ${w.gameTypes ? sql`JOIN games g ON g.vendor_code = b.vendor_code AND g.game_code = b.game_code` : sql``}
      WHERE b.account_id = a.id AND b.status = 'settled' AND b.settled_at >= ${daysAgo(w.days)}
      ${
        w.gameTypes
          ? sql`AND g.game_type IN (${sql.join(
              w.gameTypes.map((t) => sql`${t}`),
              sql`, `,
            )})`
          : sql``
      }
      )::text AS ${sql.raw(`vb${i}`)}`,
  );
  const linked =
    campaignId === null
      ? sql`NULL::boolean`
      : sql`EXISTS (
          SELECT 1 FROM reward_grants g
          LEFT JOIN account_security gs ON gs.account_id = g.account_id
          WHERE g.campaign_id = ${campaignId} AND g.account_id <> a.id AND g.status <> 'rejected'
            AND ((${origin.deviceId}::text IS NOT NULL AND g.device_id = ${origin.deviceId})
              OR EXISTS (SELECT 1 FROM bank_cards mine JOIN bank_cards theirs ON theirs.account_number = mine.account_number
                         WHERE mine.account_id = a.id AND theirs.account_id = g.account_id)
              OR (g.payee_key IS NOT NULL AND g.payee_key = ${payeeKeySql(sql`s.payee_name`)})))`;
  const query = sql`
    SELECT a.type, a.vip_level, a.mobile_num IS NOT NULL AS phone,
      floor(extract(epoch FROM now() - a.created_at) / 86400)::int AS age_days,
      ${linked} AS linked
      ${depositCols.length ? sql`, ${sql.join(depositCols, sql`, `)}` : sql``}
      ${betCols.length ? sql`, ${sql.join(betCols, sql`, `)}` : sql``}
    FROM accounts a LEFT JOIN account_security s ON s.account_id = a.id
    WHERE a.id = ${accountId}`;
  const read = (row: Record<string, unknown> | undefined): Facts => {
    if (!row) throw new AppError('NOT_FOUND', `no account ${accountId}`);
    return factsOf(row, depositKeys, betKeys);
  };
  return { query, read };
}

function factsOf(
  row: Record<string, unknown>,
  depositKeys: (number | undefined)[],
  betKeys: [string, unknown][],
): Facts {
  const type = Number(row.type);
  const facts: Facts = {
    isPlayer: type !== trialAccountType && !(agentAccountTypes as readonly number[]).includes(type),
    // The member's VIP level (accounts.vip_level, written by the VIP feature: decision 044).
    vipLevel: Number(row.vip_level),
    accountAgeDays: Number(row.age_days),
    phoneVerified: row.phone === true,
    depositCount: {},
    depositSum: {},
    validBet: {},
    linkedClaimed: row.linked === null ? undefined : row.linked === true,
  };
  depositKeys.forEach((days, i) => {
    facts.depositCount[windowKey(days)] = Number(row[`dc${i}`]);
    facts.depositSum[windowKey(days)] = BigInt(String(row[`ds${i}`]));
  });
  betKeys.forEach(([key], i) => {
    facts.validBet[key] = BigInt(String(row[`vb${i}`]));
  });
  return facts;
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
