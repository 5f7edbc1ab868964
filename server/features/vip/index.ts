/** The VIP feature's public entry (playerRank, decision 044): what other features may use. */
export { vipRoutes } from './routes';
export { vipPass } from './pass';
export { seedVip } from './seed';
