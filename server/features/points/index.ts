/** The points mall's public entry (decisions 049-050): what other parts may use. */
export { pointsRoutes } from './routes';
export { postPoints } from './earn';
export { decideRedemption, listRedemptionsForOps } from './decide';
export { seedPointsMall } from './seed';
export { awardPoints } from './award';
export { memberPoints } from './views';
