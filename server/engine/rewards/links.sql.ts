import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { sqlRow } from '../../core/storage/rows';
import { payeeKeySql } from './facts.sql';

/** Whether two accounts hold a bank card with one account number (a linked-account fact, decision 059). */
export async function shareBankAccount(db: Executor, a: number, b: number): Promise<boolean> {
  const row = await sqlRow(
    db,
    sql`SELECT 1 AS one FROM bank_cards mine JOIN bank_cards theirs ON theirs.account_number = mine.account_number
      WHERE mine.account_id = ${a} AND theirs.account_id = ${b} LIMIT 1`,
    (r) => r,
  );
  return row !== undefined;
}

const texts = z.array(z.string().nullable()).nullable();
const KnownRow = z.object({ devices: texts, ips: texts, nets: texts, payee: z.string().nullable() });
export type KnownRow = z.infer<typeof KnownRow>;

/**
 * What the engine knows an account by: the devices and networks on its grants and applications,
 * every address it completed a login from, and its payee name's key.
 */
export async function knownFactsOf(db: Executor, accountId: number): Promise<KnownRow | undefined> {
  return sqlRow(
    db,
    sql`
    SELECT
      (SELECT array_agg(DISTINCT device_id) FROM (
        SELECT device_id FROM reward_grants WHERE account_id = ${accountId} AND device_id IS NOT NULL
        UNION SELECT device_id FROM reward_applications WHERE account_id = ${accountId} AND device_id IS NOT NULL) d) AS devices,
      (SELECT array_agg(ip) FROM known_login_ips WHERE account_id = ${accountId}) AS ips,
      (SELECT array_agg(DISTINCT ip24) FROM reward_grants WHERE account_id = ${accountId} AND ip24 IS NOT NULL) AS nets,
      (SELECT ${payeeKeySql(sql`payee_name`)} FROM account_security WHERE account_id = ${accountId}) AS payee`,
    KnownRow.parse,
  );
}

/**
 * Whether the member's next withdrawal waits for the operator (decision 090): it was paid a grant
 * of a campaign of one per bank account (a rule naming linked_accounts) and an account sharing
 * one of its bank account numbers (any card it ever added) took the same campaign too, whichever
 * card came first; the claim-time check cannot see a number added after the claim. A release by
 * the operator of an earlier withdrawal of the member, after the later of the two grants and the
 * cards, covers that link: a new grant or card holds again.
 */
export async function linkedBonusTaken(db: Executor, accountId: number): Promise<boolean> {
  const row = await sqlRow(
    db,
    sql`SELECT 1 AS one FROM reward_grants g
      JOIN reward_campaign_versions v ON v.id = g.campaign_version_id
      JOIN bank_cards mine ON mine.account_id = g.account_id
      JOIN bank_cards theirs ON theirs.account_number = mine.account_number AND theirs.account_id <> g.account_id
      JOIN reward_grants o ON o.account_id = theirs.account_id AND o.campaign_id = g.campaign_id AND o.status <> 'rejected'
      WHERE g.account_id = ${accountId} AND g.status NOT IN ('held', 'rejected')
        AND jsonb_path_exists(v.terms -> 'rules', '$.** ? (@.op == "linked_accounts")')
        AND NOT EXISTS (SELECT 1 FROM withdrawals w WHERE w.account_id = g.account_id AND w.released_at
          > greatest(g.created_at, o.created_at, mine.created_at, theirs.created_at))
      LIMIT 1`,
    (r) => r,
  );
  return row !== undefined;
}
