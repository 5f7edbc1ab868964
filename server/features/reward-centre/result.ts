import { sql } from 'drizzle-orm';
import type { CentreClaimResult } from '../../../contract/reward-centre';
import type { GrantSource } from '../../../contract/rewards';
import type { Db, Executor } from '../../db/client';
import { balanceOf, mainWallet } from '../../lib/ledger';
import { findGrant } from '../rewards';

/** The answer of a reward-centre claim: the grant, whether this call wrote it, the balance after. */
export async function claimResult(
  db: Db,
  accountId: number,
  paid: { grantId: number; created: boolean },
  language: string,
): Promise<CentreClaimResult> {
  return {
    grant: await findGrant(db, accountId, paid.grantId, language),
    created: paid.created,
    balance: (await balanceOf(db, await mainWallet(db, accountId))).toString(),
  };
}

/** The member's grant of (source, source_ref), if any: its id and status. */
export async function grantOf(
  db: Executor,
  accountId: number,
  source: GrantSource,
  sourceRef: string,
): Promise<{ id: number; status: string } | null> {
  const r = await db.execute<{ id: string; status: string }>(sql`
    SELECT id, status FROM reward_grants
    WHERE account_id = ${accountId} AND source = ${source} AND source_ref = ${sourceRef}`);
  const row = r.rows[0];
  return row ? { id: Number(row.id), status: row.status } : null;
}
