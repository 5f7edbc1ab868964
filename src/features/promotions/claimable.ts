import { useLoad } from '../../lib/use-load';
import { centreClaimable } from '../reward-centre/claimable';
import { getRewardCentre } from '../reward-centre/reward-centre-api';
import { findPromotions } from '../rewards/rewards-api';

/**
 * How many promotions this member can claim now, and the reward centre's own cards (sign-in,
 * tasks, rescue: decision 046): the reward centre's badge (spec section 2).
 * Asked again whenever `key` changes (the member centre passes its open section), so a claim
 * shows once the member moves on; 0 while loading or when the call fails.
 */
export function useClaimableCount(key: string): number {
  const load = useLoad(findPromotions, [key]);
  const centre = useLoad(getRewardCentre, [key]);
  const promotions = load.data?.list.filter((p) => p.state === 'claim').length ?? 0;
  return promotions + (centre.data ? centreClaimable(centre.data) : 0);
}
