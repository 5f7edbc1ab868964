/**
 * The rewards engine's API: campaigns and their versions, budgets, grants, turnover, the rules
 * and facts a claim is checked against, periodic payouts and the reward ticker. The promotions,
 * reward centre, VIP, rebate, points, missions, lucky, red envelopes and referral features build
 * on it; it imports only the core (eslint fences the rest).
 */
export { assertTurnoverMet, feedTurnover, turnoverSummary } from './turnover';
export { startRewardJobs } from './scheduler';
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
export { rebalanceBudget } from './rebalance';
// What the promotions feature (server/features/promotions) builds its calls on.
export { applyForPromotion, myApplications, uploadImage } from './applications';
export { shardFor } from './budget';
export { findVersion, liveCampaigns, rewardAmount, textIn } from './campaign';
export { claimPromotion, holdLiveCopies, sessionClaimOf, sourceRefOf } from './claim';
export { type ClaimFacts } from './claim.sql';
export { depositUntouched } from './deposit-untouched.sql';
export { tellMember } from './grant';
export { listGrants } from './grants';
export { seedRewardCampaigns, WELCOME_CODE, welcomeTerms } from './seed-campaigns';
export { backOf, lockBonusMoney, takeBackEntries } from './take-back';
