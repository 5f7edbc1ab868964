import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { sqlRow } from '../../lib/rows';
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
