import { sql } from 'drizzle-orm';
import { registerPath } from '../../../contract/referral';
import type { ReferralState, ReferralSummary, ReferralRefusal } from '../../../contract/referral';
import type { Db } from '../../db/client';
import { findCampaignByCode, isOpen } from '../rewards';
import { REFERRAL_CAMPAIGN } from './campaigns';
import { memberCode } from './codes';
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
  const stats = await db.execute<{ invited: string; qualified: string; rewards: string }>(sql`
    SELECT count(*)::text AS invited, count(*) FILTER (WHERE r.status = 'qualified')::text AS qualified,
      coalesce(sum(g.amount), 0)::text AS rewards
    FROM referrals r LEFT JOIN reward_grants g ON g.id = r.grant_id WHERE r.referrer_id = ${accountId}`);
  const list = await db.execute<{
    account: string;
    status: ReferralState;
    reason: ReferralRefusal | null;
    amount: string | null;
    created_at: Date | string;
  }>(sql`
    SELECT a.account, r.status, r.reason, g.amount::text AS amount, r.created_at
    FROM referrals r JOIN accounts a ON a.id = r.referee_id LEFT JOIN reward_grants g ON g.id = r.grant_id
    WHERE r.referrer_id = ${accountId} ORDER BY r.created_at DESC, r.referee_id DESC LIMIT ${LIST_MAX}`);
  const s = stats.rows[0]!;
  return {
    code,
    path: registerPath(code),
    rewardPerReferee: reward,
    ...requirement(campaign?.terms.rules),
    invited: Number(s.invited),
    qualified: Number(s.qualified),
    rewards: s.rewards,
    referees: list.rows.map((r) => ({
      name: maskName(r.account),
      state: r.status,
      reason: r.reason,
      reward: r.amount,
      joinedAt: new Date(r.created_at).toISOString(),
    })),
    zaloReward: await zaloState(db, accountId),
  };
}
