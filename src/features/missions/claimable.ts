import { useLoad } from '../../lib/use-load';
import { getMissions, type MissionsPage } from './missions-api';

/** Missions complete and not claimed yet, while missions pay: the missionLeaderboard tab's badge (spec section 2). */
export const missionsClaimable = (p: MissionsPage): number =>
  p.open ? p.missions.filter((m) => m.state === 'claim').length : 0;

/**
 * The badge count, asked again whenever `key` changes (the member centre passes its open section,
 * as the reward centre's badge does); 0 while loading or when the call fails.
 */
export function useMissionsClaimable(key: string): number {
  const load = useLoad(getMissions, [key]);
  return load.data ? missionsClaimable(load.data) : 0;
}
