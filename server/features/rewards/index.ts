/** The rewards feature's public entry: what other features may use (eslint fences the rest). */
export { assertTurnoverMet, feedTurnover, turnoverSummary } from './turnover';
export { startRewardJobs } from './scheduler';
export { rewardRoutes } from './routes';
export {
  createCampaign,
  newVersion,
  campaignAction,
  fundBudget,
  dryRun,
  listCampaigns,
  opsCampaign,
} from './admin';
export { reviewGrant, reviewApplication, manualGrant } from './review';
export { findCampaignByCode, isOpen } from './campaign';
export { listGrantsForOps, listApplicationsForOps } from './ops-lists';
export { readImage } from './applications';
export { writeGrant } from './grant';
export { checkEligible } from './claim';
export { findGrant } from './views';
export { seedCampaign } from './seed-campaigns';
export type { Origin } from './facts';
export { networkOf } from './facts';
