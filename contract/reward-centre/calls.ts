import { calls } from '../endpoint';
import * as rewardCentreEndpoints from './endpoints';
import { rewardCentreSchemas } from './schemas';

/** The reward-centre calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const rewardCentreCalls = /* @__PURE__ */ calls(rewardCentreEndpoints, rewardCentreSchemas);
