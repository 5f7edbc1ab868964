import { and, eq } from 'drizzle-orm';
import type { CentreClaimResult } from '../../../contract/reward-centre/schemas';
import type { GrantSource } from '../../../contract/rewards/schemas';
import type { Db, Executor, Tx } from '../../db/client';
import { rewardGrants } from '../../db/schema';
import { balanceOf, mainWallet } from '../../core/money/ledger';
import { checkEligible, findGrant, writeGrant, type Campaign, type Origin } from '../../engine/rewards';

/** What a reward-centre claim did: the member's grant, and whether this call wrote it. */
export type Claimed = { grantId: number; created: boolean };

/** The answer of a reward-centre claim: the grant, whether this call wrote it, the balance after. */
export async function claimResult(
  db: Db,
  accountId: number,
  paid: Claimed,
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

/** One reward-centre claim: the member's grant of `campaign` under (source, sourceRef). */
export type OnceClaim = {
  accountId: number;
  campaign: Campaign;
  source: GrantSource;
  sourceRef: string;
  origin: Origin;
};

/**
 * The steps every reward-centre claim shares: a grant already written under (source, sourceRef)
 * is the answer (created false), else the campaign's rules and anti-abuse limits, then `amount`
 * (asked only after them: it may read more, or refuse), then the grant, paid at once. A
 * concurrent twin gets the same grant (created false).
 */
export async function grantOnce(tx: Tx, claim: OnceClaim, amount: () => Promise<bigint>): Promise<Claimed> {
  const prior = await grantOf(tx, claim.accountId, claim.source, claim.sourceRef);
  if (prior) return { grantId: prior.id, created: false };
  await checkEligible(tx, claim.accountId, claim.campaign, claim.origin);
  const { grant, created } = await writeGrant(tx, { ...claim, amount: await amount(), hold: false });
  return { grantId: grant.id, created };
}
