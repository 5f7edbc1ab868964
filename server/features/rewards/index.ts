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
export { findCampaignByCode } from './campaign';
export { listGrantsForOps, listApplicationsForOps } from './ops-lists';
export { readImage } from './applications';
export { writeGrant } from './grant';
export { seedCampaign } from './seed-campaigns';
export type { Campaign } from './campaign';
