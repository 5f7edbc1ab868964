/**
 * The promotions feature's public entry: the member's promotion calls (list, detail, claim,
 * apply, turnover, give-up) and the claim's fast lane, all built on the rewards engine
 * (server/engine/rewards).
 */
export { promotionRoutes } from './routes/index';
export { giveUpRoutes } from './give-up-route';
export { ClaimLane, putClaimLaneFirst } from './claim-lane';
