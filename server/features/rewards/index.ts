/** The rewards feature's public entry: what other features may use (eslint fences the rest). */
export { assertTurnoverMet, feedTurnover, turnoverSummary } from './turnover';
export { startRewardJobs } from './scheduler';
export { rewardRoutes } from './routes/index';
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
// The reward centre's engine calls (decision 046): its campaigns, rules and grants.
export { findCampaign, isOpen, type Campaign } from './campaign';
export { budgetOf } from './budget';
export { checkEligible } from './claim';
export { loadFacts, networkOf, type Origin } from './facts';
// Referral (decision 059): what links a referee to the referrer.
export { linkBetween, type KnownBy, type LinkReason } from './facts';
// A withdrawal held while a bonus of one per bank account was taken twice (decision 090).
export { linkedBonusTaken } from './links.sql';
export { writeGrant, type GrantRow } from './grant';
export { evaluate } from './rules';
export { DEPOSITOR_OR_VIP, directPayTerms, SEED_SCHEDULE, seedCampaign } from './seed-campaigns';
// One grant per drop or day per device and network (decision 089).
export { checkOncePerOccasion } from './occasion-limits.sql';
export { findGrant } from './views';
export { runPeriod, type PeriodHooks, type PeriodOutcome } from './period-job';
export { selectGrants } from './views';
// Give up an open bonus (decision 069).
export { giveUpRoutes } from './give-up-route';
export { rebalanceBudget } from './rebalance';
export { ClaimLane, putClaimLaneFirst } from './claim-lane';
