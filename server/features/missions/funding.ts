import type { Executor } from '../../db/client';
import { findCampaignByCode, type Campaign } from '../../engine/rewards';
import { MISSIONS_CAMPAIGN } from './seed';

/**
 * The missions campaign when it pays missions now, else null (decision 092). It is seeded paused
 * (it pays missions, it is not a promotion listed on /promotions: decision 054), so paused is its
 * working state; ended, a draft, or a schedule not started or over stops every mission reward.
 */
export async function payingCampaign(db: Executor, now: Date): Promise<Campaign | null> {
  const c = await findCampaignByCode(db, MISSIONS_CAMPAIGN);
  if (!c || c.status === 'ended' || c.status === 'draft') return null;
  if (new Date(c.terms.startsAt) > now) return null;
  if (c.terms.endsAt !== null && new Date(c.terms.endsAt) <= now) return null;
  return c;
}
