/** The wallet feature's public entry: what other features may use (eslint fences the rest). */
export { getBalance } from './get-balance';
export { createLaunchToken, createToolLaunchToken } from './launch-tokens';
export { authenticate, bet, win } from './seamless';
export { putSeamlessLaneFirst, SeamlessLane } from './seamless-lane';
