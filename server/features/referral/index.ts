/** The referral feature's public entry (decisions 059, 060): what other features may use. */
export { referralRoutes } from './routes';
export { findReferrer } from './codes';
export { bindReferral } from './bind';
export { qualifyReferrals } from './qualify';
export { seedReferralCampaigns } from './campaigns';
export { listReferralsForOps, type OpsReferral } from './ops-list';
export { bindZaloIn } from './zalo';
export { payZaloRewards } from './pay-zalo';
