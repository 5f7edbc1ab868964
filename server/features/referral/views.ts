import { desc, eq } from 'drizzle-orm';
import {
  ReferralRefusal,
  ReferralState,
  registerPath,
  type ReferralSummary,
} from '../../../contract/referral/schemas';
import type { Db } from '../../db/client';
import { accounts, referrals, rewardGrants } from '../../db/schema';
import { findCampaignByCode, isOpen } from '../../engine/rewards';
import { REFERRAL_CAMPAIGN } from './campaigns';
import { memberCode } from './codes';
import { countReferrals } from './referral.sql';
import { zaloState } from './zalo';

/** The referees shown on the tab, newest first. */
const LIST_MAX = 100;

/** "nguyenvana" → "ng*******a": the referrer recognises a friend, others learn nothing. */
export const maskName = (name: string) =>
  name.length <= 3
    ? `${name.slice(0, 1)}**`
    : `${name.slice(0, 2)}${'*'.repeat(name.length - 3)}${name.slice(-1)}`;

/** What the referral campaign asks of a referee, read from its rules (what the tab states). */
function requirement(rules: unknown): { minDeposits: number; minValidBet: string } {
  const out = { minDeposits: 0, minValidBet: '0' };
  const walk = (r: { op?: string; rules?: unknown[]; min?: unknown }) => {
    if (r.op === 'all') (r.rules ?? []).forEach((x) => walk(x as typeof r));
    if (r.op === 'deposit_count' && typeof r.min === 'number') out.minDeposits = r.min;
    if (r.op === 'valid_bet' && typeof r.min === 'string') out.minValidBet = r.min;
  };
  walk(rules as { op?: string });
  return out;
}

/** The referral tab (decision 059): code, link, the campaign's terms, statistics, referees, Zalo. */
export async function referralSummary(
  db: Db,
  accountId: number,
  deviceId: string | null,
): Promise<ReferralSummary> {
  const code = await memberCode(db, accountId, deviceId);
  const campaign = await findCampaignByCode(db, REFERRAL_CAMPAIGN);
  const open = campaign !== undefined && isOpen(campaign);
  const reward = open && campaign.terms.reward.type === 'fixed' ? campaign.terms.reward.amount : null;
  const s = await countReferrals(db, accountId);
  const list = await db
    .select({
      account: accounts.account,
      status: referrals.status,
      reason: referrals.reason,
      amount: rewardGrants.amount,
      createdAt: referrals.createdAt,
    })
    .from(referrals)
    .innerJoin(accounts, eq(accounts.id, referrals.refereeId))
    .leftJoin(rewardGrants, eq(rewardGrants.id, referrals.grantId))
    .where(eq(referrals.referrerId, accountId))
    .orderBy(desc(referrals.createdAt), desc(referrals.refereeId))
    .limit(LIST_MAX);
  return {
    code,
    path: registerPath(code),
    rewardPerReferee: reward,
    ...requirement(campaign?.terms.rules),
    invited: s.invited,
    qualified: s.qualified,
    rewards: s.rewards,
    referees: list.map((r) => ({
      name: maskName(r.account),
      state: ReferralState.parse(r.status),
      reason: ReferralRefusal.nullable().parse(r.reason),
      reward: r.amount === null ? null : r.amount.toString(),
      joinedAt: r.createdAt.toISOString(),
    })),
    zaloReward: await zaloState(db, accountId),
  };
}
