import { sql, type SQL } from 'drizzle-orm';
import { agentAccountTypes, trialAccountType } from '../../../contract/common';
import type { Rule } from '../../../contract/rewards/schemas';
import type { Executor } from '../../db/client';
import { AppError } from '../../core/context/errors';
import { sqlRow } from '../../core/storage/rows';
import { validBetSql } from '../../core/money/valid-bet';
import { factNeeds, windowKey, type Facts } from './rules';

/** A payee name compared without case or extra spaces ("Nguyen  Van A" = "nguyen van a"); in SQL only, so stored and compared keys agree. */
export const payeeKeySql = (column: SQL) => sql`lower(regexp_replace(trim(${column}), '\\s+', ' ', 'g'))`;

const daysAgo = (days: number | undefined) =>
  days === undefined ? sql`'-infinity'::timestamptz` : sql`now() - ${`${days} days`}::interval`;

/** A value of the facts' statement: the member's own, or a drizzle placeholder (a claim's prepared statement). */
type Bound = number | string | null | ReturnType<typeof sql.placeholder> | SQL;

/**
 * The facts' statement (one row, or none for no such account) and its row decoder, for a member
 * (`account`) asking from a device (`device`). The statement's text depends only on the rule and
 * whether a campaign is named, never on the member, so a claim compiles it once per campaign
 * version with placeholders and runs it as a named prepared statement (claim.sql.ts). The
 * linked-account fact (only for a rule that reads it, as every windowed fact) looks at grants of `campaignId` by other accounts with this member's device,
 * payee name or bank account number.
 */
export function factsStatement(rule: Rule, campaignId: number | null, account: Bound, device: Bound) {
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
  // Only when the rule reads it: it looks at every grant of the campaign by other accounts, a
  // cost that grew with the campaign's grants on every claim of a rule that never asked. The
  // device is still a value of every rule's statement (the column `device`, read by nobody), so
  // a claim binds the same values whatever the rule.
  const linked =
    campaignId === null || !needs.linked
      ? sql`NULL::boolean`
      : sql`EXISTS (
          SELECT 1 FROM reward_grants g
          LEFT JOIN account_security gs ON gs.account_id = g.account_id
          WHERE g.campaign_id = ${campaignId} AND g.account_id <> a.id AND g.status <> 'rejected'
            AND ((${device}::text IS NOT NULL AND g.device_id = ${device})
              OR EXISTS (SELECT 1 FROM bank_cards mine JOIN bank_cards theirs ON theirs.account_number = mine.account_number
                         WHERE mine.account_id = a.id AND theirs.account_id = g.account_id)
              OR (g.payee_key IS NOT NULL AND g.payee_key = ${payeeKeySql(sql`s.payee_name`)})))`;
  const query = sql`
    SELECT a.type, a.vip_level, a.mobile_num IS NOT NULL AS phone,
      floor(extract(epoch FROM now() - a.created_at) / 86400)::int AS age_days,
      ${linked} AS linked, ${device}::text AS device
      ${depositCols.length ? sql`, ${sql.join(depositCols, sql`, `)}` : sql``}
      ${betCols.length ? sql`, ${sql.join(betCols, sql`, `)}` : sql``}
    FROM accounts a LEFT JOIN account_security s ON s.account_id = a.id
    WHERE a.id = ${account}`;
  return { query, decode: (row: Record<string, unknown>) => factsOf(row, depositKeys, betKeys) };
}

/** Every fact the rule reads, for one member, in one statement (decision 033). */
export async function loadFacts(
  db: Executor,
  accountId: number,
  rule: Rule,
  campaignId: number | null,
  origin: { ip24: string | null; deviceId: string | null },
): Promise<Facts> {
  const f = factsStatement(rule, campaignId, accountId, origin.deviceId);
  const facts = await sqlRow(db, f.query, f.decode);
  if (!facts) throw new AppError('NOT_FOUND', `no account ${accountId}`);
  return facts;
}

/** A facts row as node-postgres gives it (counts and sums as text), decoded by hand: a claim's hot path. */
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
