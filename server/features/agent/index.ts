/** The agent feature's public entry: what other features may use (eslint fences the rest). */
export { contractFlags } from './find-contracts';
export { applyInvitation } from './invitations';
export { dayStart } from './periods';
export { SETTLE_GRACE_MS, SITE_TIME_ZONE, duePeriods, type Period } from './periods';
