import { useLoad } from '../../lib/use-load';
import { findPromotions } from '../rewards/rewards-api';

/**
 * How many promotions this member can claim now: the reward centre's badge (spec section 2).
 * Asked again whenever `key` changes (the member centre passes its open section), so a claim
 * shows once the member moves on; 0 while loading or when the call fails.
 */
export function useClaimableCount(key: string): number {
  const load = useLoad(findPromotions, [key]);
  return load.data?.list.filter((p) => p.state === 'claim').length ?? 0;
}
