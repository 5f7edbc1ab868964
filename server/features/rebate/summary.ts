import { and, desc, eq } from 'drizzle-orm';
import { REBATE_CAMPAIGN_CODE, REBATE_MIN_CLAIM, type RebateSummary } from '../../../contract/rebate/schemas';
import type { Executor } from '../../db/client';
import { accounts, rewardGrants } from '../../db/schema';
import { findCampaignByCode } from '../../engine/rewards';
import { listRatesAt, sumOpenAccruals } from './rebate.sql';

/**
 * What the manualRebate tab shows: the rebate accrued since the last claim per game type and
 * rate (valid bet, amount), the total a claim would pay, the minimum, the member's rates now and
 * the last claim.
 */
export async function rebateSummary(db: Executor, accountId: number): Promise<RebateSummary> {
  const [level] = await db
    .select({ vipLevel: accounts.vipLevel })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const vipLevel = level?.vipLevel ?? 0;
  const lines = await sumOpenAccruals(db, accountId);
  const [lastRow] = await db
    .select({
      id: rewardGrants.id,
      amount: rewardGrants.amount,
      createdAt: rewardGrants.createdAt,
      status: rewardGrants.status,
      reason: rewardGrants.reason,
    })
    .from(rewardGrants)
    .where(and(eq(rewardGrants.accountId, accountId), eq(rewardGrants.source, 'rebate')))
    .orderBy(desc(rewardGrants.id))
    .limit(1);
  const campaign = await findCampaignByCode(db, REBATE_CAMPAIGN_CODE);
  const total = lines.reduce((sum, l) => sum + BigInt(l.amount), 0n);
  return {
    vipLevel,
    lines: lines.map((l) => ({
      gameType: l.game_type,
      rateBp: l.rate_bp,
      validBet: l.valid,
      amount: l.amount,
      bets: l.n,
    })),
    total: total.toString(),
    minimum: REBATE_MIN_CLAIM.toString(),
    rates: await listRatesAt(db, vipLevel),
    wageringMultiple: campaign?.terms.wageringMultiple ?? 0,
    lastClaim: lastRow
      ? {
          grantId: lastRow.id,
          amount: lastRow.amount.toString(),
          at: lastRow.createdAt.toISOString(),
          status: claimStatus(lastRow.status),
          reason: lastRow.status === 'rejected' ? lastRow.reason : null,
        }
      : null,
  };
}

/**
 * A rebate claim as the member reads it. A rejected one keeps the bets it claimed (decision 069):
 * the operator refused their rebate, with the reason shown; a new claim does not offer them again.
 */
const claimStatus = (status: string): 'paid' | 'held' | 'rejected' =>
  status === 'held' ? 'held' : status === 'rejected' ? 'rejected' : 'paid';
