import { and, eq } from 'drizzle-orm';
import type { CentreClaimResult } from '../../../contract/reward-centre';
import type { GrantSource } from '../../../contract/rewards';
import type { Db, Executor } from '../../db/client';
import { rewardGrants } from '../../db/schema';
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
  const [row] = await db
    .select({ id: rewardGrants.id, status: rewardGrants.status })
    .from(rewardGrants)
    .where(
      and(
        eq(rewardGrants.accountId, accountId),
        eq(rewardGrants.source, source),
        eq(rewardGrants.sourceRef, sourceRef),
      ),
    );
  return row ?? null;
}
