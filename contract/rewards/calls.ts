import { calls } from '../endpoint';
import * as rewardsEndpoints from './endpoints';
import { rewardsSchemas } from './schemas';

/** The rewards calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const rewardsCalls = /* @__PURE__ */ calls(rewardsEndpoints, rewardsSchemas);
