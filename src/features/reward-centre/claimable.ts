import type { RewardCentre } from './reward-centre-api';

/** What the member can take in the reward centre's own cards now (the tab's badge adds it). */
export function centreClaimable(c: RewardCentre): number {
  const signIn = c.signIn && c.signIn.eligible && !c.signIn.signedToday ? 1 : 0;
  const tasks = c.tasks.filter((t) => t.state === 'claim').length;
  const rescue = c.rescue?.state === 'claim' ? 1 : 0;
  return signIn + tasks + rescue;
}
