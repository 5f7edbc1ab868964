import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  REBATE_CAMPAIGN_CODE,
  REBATE_MIN_CLAIM,
  type RebateClaimRequest,
  type RebateClaimResult,
} from '../../../contract/rebate/schemas';
import type { Db } from '../../db/client';
import { rebateAccruals, rewardGrants } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { balanceOf, mainWallet } from '../../core/money/ledger';
import {
  checkEligible,
  findCampaignByCode,
  findGrant,
  isOpen,
  writeGrant,
  type Origin,
} from '../../engine/rewards';
import { lockRebateClaims, sumUnclaimedRebate } from './rebate.sql';

/**
 * Claim the rebate accrued since the last claim (decision 045). One transaction, claims of one
 * member taking turns on an advisory lock: the same requestId gets its grant back; otherwise the
 * member's unclaimed accrual rows are read, their sum (at least REBATE_MIN_CLAIM) is paid as one
 * grant of the rebate campaign (source rebate, source_ref the first bet it pays, so a payment is
 * unique) and exactly those rows are marked with it. A second claim racing the first waits, then
 * finds nothing left: REBATE_BELOW_MINIMUM.
 */
export async function claimRebate(
  db: Db,
  accountId: number,
  body: RebateClaimRequest,
  origin: Origin,
  language: string,
): Promise<RebateClaimResult> {
  const grantId = await db.transaction(async (tx) => {
    await lockRebateClaims(tx, accountId);
    const [prior] = await tx
      .select({ id: rewardGrants.id })
      .from(rewardGrants)
      .where(
        and(
          eq(rewardGrants.accountId, accountId),
          eq(rewardGrants.source, 'rebate'),
          eq(rewardGrants.requestId, body.requestId),
        ),
      );
    if (prior) return prior.id;

    const campaign = await findCampaignByCode(tx, REBATE_CAMPAIGN_CODE);
    if (!campaign || !isOpen(campaign))
      throw new AppError('PROMOTION_CLOSED', 'the rebate takes no claims now');
    await checkEligible(tx, accountId, campaign, origin);
    const open = await sumUnclaimedRebate(tx, accountId);
    if (open.total < REBATE_MIN_CLAIM)
      throw new AppError(
        'REBATE_BELOW_MINIMUM',
        `rebate ${open.total} below the minimum ${REBATE_MIN_CLAIM}`,
      );
    const hold = campaign.terms.holdAbove !== null && open.total > BigInt(campaign.terms.holdAbove);
    const { grant, created } = await writeGrant(tx, {
      accountId,
      campaign,
      source: 'rebate',
      sourceRef: `b${open.firstBet}`,
      amount: open.total,
      hold,
      requestId: body.requestId,
      origin,
    });
    // Under the lock every claimed row carries its grant: a second grant of these rows cannot be.
    if (!created) throw new Error(`rebate grant b${open.firstBet} of ${accountId} exists already`);
    const marked = await tx
      .update(rebateAccruals)
      .set({ grantId: grant.id })
      .where(
        and(
          sql`${rebateAccruals.betId} = ANY(${`{${open.betIds.join(',')}}`}::bigint[])`,
          isNull(rebateAccruals.grantId),
        ),
      );
    if (marked.rowCount !== open.betIds.length)
      throw new Error(
        `rebate claim of ${accountId}: ${marked.rowCount} of ${open.betIds.length} rows marked`,
      );
    return grant.id;
  });
  const grant = await findGrant(db, accountId, grantId, language);
  return { grant, balance: (await balanceOf(db, await mainWallet(db, accountId))).toString() };
}
